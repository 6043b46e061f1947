import type { SupabaseClient } from '@supabase/supabase-js';
import { renderImage } from './art/render-image';
import { sceneSvg } from './art/scene-svg';
import { SEED_PRODUCTS } from './catalogue/products';
import { objectFileName, runLimited, uploadPublicImage } from './storage-upload';

const PRODUCT_IMAGE = { width: 1200, height: 900 } as const;
const SCENE_VARIANTS = 4;
const UPLOADS_IN_FLIGHT = 4;

/**
 * Gives every seeded product 2-4 pictures in the products bucket and their product_images rows.
 * Pictures are the category's scenes in a per-product order, so only 24 distinct images are
 * rendered. Products that already have pictures are left alone (a re-run adds nothing).
 */
export async function seedProductImages(client: SupabaseClient, cacheDir: string): Promise<number> {
  const ids = SEED_PRODUCTS.map((product) => product.id);
  const existing = await client.from('product_images').select('product_id').in('product_id', ids);
  if (existing.error) throw new Error(`product_images: ${existing.error.message}`);
  const illustrated = new Set(existing.data.map((row) => row.product_id as string));

  const found = await client.from('products').select('id').in('id', ids);
  if (found.error) throw new Error(`products: ${found.error.message}`);
  if (found.data.length !== ids.length) {
    throw new Error('seed products missing: supabase/seed.sql must run before seedDemo');
  }

  const tasks = SEED_PRODUCTS.filter((product) => !illustrated.has(product.id)).flatMap((product, productIndex) =>
    Array.from({ length: product.imageCount }, (_, sortOrder) => async () => {
      const variant = (productIndex + sortOrder) % SCENE_VARIANTS;
      const image = await renderImage(
        sceneSvg({ category: product.categoryValue, variant, ...PRODUCT_IMAGE }),
        'jpeg',
        cacheDir,
      );
      const url = await uploadPublicImage(client, 'products', `${product.id}/${objectFileName(image, '_')}`, image);
      return { product_id: product.id, url, sort_order: sortOrder };
    }),
  );
  const rows = await runLimited(tasks, UPLOADS_IN_FLIGHT);
  if (rows.length > 0) {
    const { error } = await client.from('product_images').insert(rows);
    if (error) throw new Error(`product_images: ${error.message}`);
  }
  return rows.length;
}
