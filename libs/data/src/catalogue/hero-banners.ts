import type { HeroBanner } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toHeroBanner } from '../mappers';
import { requestRows } from './read-request';
import type { HeroBannerRow } from '../rows';

/** Visible hero banners of the home carousel, by sort_order. */
export async function listHeroBanners(db: CatalogueDb): Promise<HeroBanner[]> {
  const { data } = await requestRows<HeroBannerRow>('products', (signal) =>
    db
      .from('hero_banners')
      .select('id,title,subtitle,image_url,sort_order,visible')
      .eq('visible', true)
      .order('sort_order', { ascending: true })
      .abortSignal(signal),
  );
  return data.map(toHeroBanner);
}
