import type { SupabaseClient } from '@supabase/supabase-js';
import { renderImage } from './art/render-image';
import { sceneSvg, subjectFor } from './art/scene-svg';
import { SEED_PRODUCTS, type SeedProduct } from './catalogue/products';
import { objectFileName, runLimited, uploadPublicImage } from './storage-upload';

const PRODUCT_IMAGE = { width: 1200, height: 900 } as const;
const SCENE_VARIANTS = 4;
const UPLOADS_IN_FLIGHT = 4;

export interface PlannedPicture {
  readonly product: SeedProduct;
  readonly sortOrder: number;
  readonly svg: string;
}

/**
 * The pictures of `products`: their subject's scenes in a per-product order, so only a few
 * dozen distinct images are rendered for the whole catalogue.
 */
export function productPictures(products: readonly SeedProduct[] = SEED_PRODUCTS): PlannedPicture[] {
  return products.flatMap((product, productIndex) =>
    Array.from({ length: product.imageCount }, (_, sortOrder) => ({
      product,
      sortOrder,
      svg: sceneSvg({
        category: product.categoryValue,
        subject: subjectFor(product.categoryValue, product.subcategoryType),
        variant: (productIndex + sortOrder) % SCENE_VARIANTS,
        ...PRODUCT_IMAGE,
      }),
    })),
  );
}

/**
 * Gives every seeded product 2-4 pictures in the products bucket and their product_images rows.
 * Products that already have pictures are left alone (a re-run adds nothing).
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

  const tasks = productPictures(SEED_PRODUCTS.filter((product) => !illustrated.has(product.id))).map(
    ({ product, sortOrder, svg }) =>
      async () => {
        const image = await renderImage(svg, 'jpeg', cacheDir);
        const url = await uploadPublicImage(client, 'products', `${product.id}/${objectFileName(image, '_')}`, image);
        return { product_id: product.id, url, sort_order: sortOrder };
      },
  );
  const rows = await runLimited(tasks, UPLOADS_IN_FLIGHT);
  if (rows.length > 0) {
    const { error } = await client.from('product_images').insert(rows);
    if (error) throw new Error(`product_images: ${error.message}`);
  }
  return rows.length;
}
