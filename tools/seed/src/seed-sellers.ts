import type { SupabaseClient } from '@supabase/supabase-js';
import { renderImage } from './art/render-image';
import { sellerLogoSvg } from './art/seller-logo-svg';
import { SEED_SELLERS } from './catalogue/sellers';
import { objectFileName, runLimited, uploadPublicImage } from './storage-upload';

/** A generated monogram logo for each demo seller still without one (the rows come from seed.sql). */
export async function seedSellerLogos(client: SupabaseClient, cacheDir: string): Promise<number> {
  const existing = await client.from('sellers').select('id, logo_path').in('id', SEED_SELLERS.map((seller) => seller.id));
  if (existing.error) throw new Error(`sellers: ${existing.error.message}`);
  const missing = new Set(existing.data.filter((row) => row.logo_path === null).map((row) => row.id as string));

  const tasks = SEED_SELLERS.filter((seller) => missing.has(seller.id)).map((seller) => async () => {
    const logo = await renderImage(sellerLogoSvg(seller), 'png', cacheDir);
    const objectPath = objectFileName(logo, '-');
    await uploadPublicImage(client, 'seller-logos', objectPath, logo);
    const { error } = await client.from('sellers').update({ logo_path: objectPath }).eq('id', seller.id);
    if (error) throw new Error(`sellers: ${error.message}`);
  });
  return (await runLimited(tasks, 2)).length;
}
