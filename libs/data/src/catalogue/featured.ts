import { toProductCard, type ProductCard } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import { requestRows } from './read-request';
import type { ProductRow } from '../rows';
import { CARD_COLUMNS, isProductsBucketUrl } from './product-columns';

/**
 * A carousel's worth: the home and every product page render the featured row on the server, so
 * a catalogue that features many products must not make those pages grow with it.
 */
const FEATURED_LIMIT = 24;

/**
 * Featured and published products by name (the first 24), each with its first image from the
 * public `products` bucket; their images come embedded and are filtered here.
 */
export async function listFeatured(db: CatalogueDb): Promise<ProductCard[]> {
  const { data } = await requestRows<ProductRow>('products', (signal) =>
    db
      .from('products')
      .select(CARD_COLUMNS)
      .eq('featured', true)
      .eq('published', true)
      .order('name', { ascending: true })
      .limit(FEATURED_LIMIT)
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .abortSignal(signal),
  );
  return data.map((row) =>
    toProductCard(toProduct({ ...row, product_images: (row.product_images ?? []).filter((image) => isProductsBucketUrl(image.url)) })),
  );
}
