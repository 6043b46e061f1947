import { toProductCard, type ProductCard } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import { requestRows } from './read-request';
import type { ProductRow } from '../rows';
import { CARD_COLUMNS } from './product-columns';

/**
 * A carousel's worth at most: the home and every product page render the featured row on the
 * server, so a catalogue that features many products must not make those pages grow with it.
 */
const FEATURED_MAX = 24;

/**
 * Featured and published products by name (the first `limit`, at most 24), with their images
 * embedded in order.
 */
export async function listFeatured(db: CatalogueDb, limit = FEATURED_MAX): Promise<ProductCard[]> {
  const { data } = await requestRows<ProductRow>('products', (signal) =>
    db
      .from('products')
      .select(CARD_COLUMNS)
      .eq('featured', true)
      .eq('published', true)
      .order('name', { ascending: true })
      .limit(Math.min(limit, FEATURED_MAX))
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .abortSignal(signal),
  );
  return data.map((row) => toProductCard(toProduct(row)));
}
