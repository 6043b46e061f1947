import type { SupabaseClient } from '@supabase/supabase-js';
import { partnerBannerSvg, partnerLogoSvg } from './art/partner-svg';
import { renderImage } from './art/render-image';
import { SEED_PARTNERS } from './catalogue/partners';
import { objectFileName, runLimited, uploadPublicImage } from './storage-upload';

/** Partners with a generated logo and banner each; partners already present are left alone. */
export async function seedPartners(client: SupabaseClient, cacheDir: string): Promise<number> {
  const existing = await client.from('partners').select('id').in('id', SEED_PARTNERS.map((partner) => partner.id));
  if (existing.error) throw new Error(`partners: ${existing.error.message}`);
  const present = new Set(existing.data.map((row) => row.id as string));

  const tasks = SEED_PARTNERS.filter((partner) => !present.has(partner.id)).map((partner) => async () => {
    const logo = await renderImage(partnerLogoSvg(partner), 'png', cacheDir);
    const banner = await renderImage(partnerBannerSvg(partner), 'jpeg', cacheDir);
    return {
      id: partner.id,
      name: partner.name,
      description: partner.description,
      link: partner.link,
      logo_url: await uploadPublicImage(client, 'partner-logos', objectFileName(logo, '-'), logo),
      banner_image_url: await uploadPublicImage(client, 'partner-banners', objectFileName(banner, '-'), banner),
      visible: true,
      order_index: partner.orderIndex,
    };
  });
  const rows = await runLimited(tasks, 2);
  if (rows.length > 0) {
    const { error } = await client.from('partners').insert(rows);
    if (error) throw new Error(`partners: ${error.message}`);
  }
  return rows.length;
}
