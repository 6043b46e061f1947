import { isUuid, type Product } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import { request } from './read-request';
import type { ProductRow } from '../rows';
import { DETAIL_COLUMNS } from './product-columns';

export interface ProductDetail extends Product {
  attributeName: string | null;
}

/** One published product with its images (by sort_order), category, subcategory and attribute; null when absent. */
export async function getProduct(db: CatalogueDb, id: string): Promise<ProductDetail | null> {
  if (!isUuid(id)) return null;
  const { data } = await request<ProductRow>('products', (signal) =>
    db
      .from('products')
      .select(DETAIL_COLUMNS)
      .eq('id', id)
      .eq('published', true)
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .abortSignal(signal)
      .maybeSingle(),
  );
  return data ? toProductDetail(data) : null;
}

export function toProductDetail(row: ProductRow): ProductDetail {
  return { ...toProduct(row), attributeName: row.attributes?.attribute ?? null };
}
