import { RELATED_LIMIT, isUuid, toProductCard, type Product, type ProductCard, type Seller } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import type { ProductRow } from '../rows';
import { PRODUCT_PAGE_COLUMNS } from './product-columns';
import { request } from './read-request';
import { toSeller, type SellerRow } from './sellers';

export interface ProductDetail extends Product {
  attributeName: string | null;
}

export interface ProductPage {
  product: ProductDetail;
  related: ProductCard[];
  /** The listing's seller (always one; null only if its row cannot be read). */
  seller: Seller | null;
  /** The seller's average hours to answer a lead; null until it has five answered leads in 180 days. */
  sellerResponseHours: number | null;
}

interface ProductPageRow extends ProductRow {
  categories?: { name: string; value: string; products?: ProductRow[] } | null;
  sellers?: SellerRow | null;
  seller_response_hours?: number | string | null;
}

/**
 * What a product page reads, in one request: the published product with its images (by
 * sort_order), category, subcategory and attribute and, embedded through its category (every
 * product has one: category_id is not null), its related cards: the category's other published
 * products, featured first, then by name, at most 8, each with its first image; and its seller's
 * average hours to answer. Null when the product is unknown or unpublished.
 */
export async function getProductPage(db: CatalogueDb, id: string): Promise<ProductPage | null> {
  if (!isUuid(id)) return null;
  const { data } = await request<ProductPageRow>('products', (signal) =>
    db
      .from('products')
      .select(PRODUCT_PAGE_COLUMNS)
      .eq('id', id)
      .eq('published', true)
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .eq('categories.products.published', true)
      .neq('categories.products.id', id)
      .order('featured', { referencedTable: 'categories.products', ascending: false })
      .order('name', { referencedTable: 'categories.products', ascending: true })
      .limit(RELATED_LIMIT, { referencedTable: 'categories.products' })
      .order('sort_order', { referencedTable: 'categories.products.product_images', ascending: true })
      .limit(1, { referencedTable: 'categories.products.product_images' })
      .abortSignal(signal)
      .maybeSingle(),
  );
  if (!data) return null;
  const { categories: embedded, sellers: seller, seller_response_hours: responseHours, ...row } = data;
  const category = embedded ? { name: embedded.name, value: embedded.value } : null;
  return {
    product: { ...toProduct({ ...row, categories: category }), attributeName: row.attributes?.attribute ?? null },
    related: (embedded?.products ?? []).map((card) => toProductCard(toProduct({ ...card, categories: category }))),
    seller: seller ? toSeller(seller) : null,
    sellerResponseHours: responseHours === null || responseHours === undefined ? null : Number(responseHours),
  };
}
