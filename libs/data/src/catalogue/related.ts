import { RELATED_LIMIT, toProductCard, type Product, type ProductCard } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import { requestRows } from './read-request';
import type { ProductRow } from '../rows';

const RELATED_COLUMNS = [
  'id',
  'name',
  'price',
  'sale_price',
  'category_id',
  'featured',
  'published',
  'short_description',
  'price_on_request',
  'categories(name,value)',
  'product_images(url,sort_order)',
].join(',');

/**
 * Spec §7: published products of the same category (or featured ones when the product has
 * none), excluding itself, featured first, at most 8, each with its first image. A failure
 * only costs the carousel, so it is logged and an empty list returned.
 */
export async function listRelated(db: CatalogueDb, product: Pick<Product, 'id' | 'categoryId'>): Promise<ProductCard[]> {
  try {
    const { data } = await requestRows<ProductRow>('products', (signal) => {
      let query = db.from('products').select(RELATED_COLUMNS).eq('published', true).neq('id', product.id);
      query = product.categoryId ? query.eq('category_id', product.categoryId) : query.eq('featured', true);
      return query
        .order('featured', { ascending: false })
        .order('name', { ascending: true })
        .limit(RELATED_LIMIT)
        .order('sort_order', { referencedTable: 'product_images', ascending: true })
        .limit(1, { referencedTable: 'product_images' })
        .abortSignal(signal);
    });
    return data.map((row) => toProductCard(toProduct(row)));
  } catch (error) {
    console.error('Related products could not be loaded', error);
    return [];
  }
}
