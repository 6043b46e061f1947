import type { SupabaseClient } from '@supabase/supabase-js';
import { renderImage } from './art/render-image';
import { sceneSvg } from './art/scene-svg';
import { SEED_HERO_BANNERS, type SeedHeroBanner } from './catalogue/hero-banners';
import { objectFileName, runLimited, uploadPublicImage } from './storage-upload';

/** Wider than the 16:9 crop every screen gets (1920 x 1080 at most), so the scene reads as a panorama. */
const HERO_IMAGE = { width: 4800, height: 2000 } as const;

/** A hero slide's picture: its category's scene, wide. */
export function heroBannerSvg(banner: SeedHeroBanner): string {
  return sceneSvg({ category: banner.scene, variant: banner.sortOrder + 2, ...HERO_IMAGE });
}

/** The home page's hero slides, pictures under `products/hero/`; slides already present are kept. */
export async function seedHeroBanners(client: SupabaseClient, cacheDir: string): Promise<number> {
  const existing = await client.from('hero_banners').select('id').in('id', SEED_HERO_BANNERS.map((banner) => banner.id));
  if (existing.error) throw new Error(`hero_banners: ${existing.error.message}`);
  const present = new Set(existing.data.map((row) => row.id as string));

  const tasks = SEED_HERO_BANNERS.filter((banner) => !present.has(banner.id)).map((banner) => async () => {
    const image = await renderImage(heroBannerSvg(banner), 'jpeg', cacheDir);
    return {
      id: banner.id,
      title: banner.title,
      subtitle: banner.subtitle,
      image_url: await uploadPublicImage(client, 'products', `hero/${objectFileName(image, '_')}`, image),
      sort_order: banner.sortOrder,
      visible: true,
    };
  });
  const rows = await runLimited(tasks, 2);
  if (rows.length > 0) {
    const { error } = await client.from('hero_banners').insert(rows);
    if (error) throw new Error(`hero_banners: ${error.message}`);
  }
  return rows.length;
}
