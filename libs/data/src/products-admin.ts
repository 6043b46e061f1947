import { ADMIN_PAGE_SIZE, PRODUCT_MESSAGES, isUuid, type Page, type Product, type ProductInput } from '@oneboss/domain';
import { searchPattern } from './catalogue/search-pattern';
import type { Db } from './client';
import { DataError } from './errors';
import { deleteProductImage } from './images';
import { toProduct, toProductRow } from './mappers';
import { request, requestRows } from './request';
import type { ProductRow } from './rows';
import { objectPathFromPublicUrl } from './storage-objects';

export type ProductStatusFilter = 'all' | 'published' | 'unpublished';

export interface AdminProductQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  categoryId?: string | null;
  status?: ProductStatusFilter;
  /** Only featured listings (true) or only the others (false). */
  featured?: boolean;
  /** Only 'Sob Consulta' listings (true) or only priced ones (false). */
  priceOnRequest?: boolean;
  /** A seller member's panel lists their sellers' listings only (RLS also lets them read every published one). */
  sellerIds?: string[];
  /** Server order; by name when absent. The id always breaks ties so pages never overlap. */
  sort?: AdminProductSort;
}

/** The columns the admin list can order by. */
export const ADMIN_PRODUCT_SORT_FIELDS = ['name', 'price', 'stock_quantity', 'published', 'created_at'] as const;
export type AdminProductSortField = (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];
export interface AdminProductSort {
  field: AdminProductSortField;
  ascending: boolean;
}

const ADMIN_COLUMNS = '*,categories(name,value),subcategories(name),municipalities(name),product_images(id,url,sort_order)';

async function requireSession(db: Db, message: string): Promise<void> {
  const { data } = await db.auth.getSession();
  if (!data.session) throw new DataError('no_session', message);
}

/** One page of every product (published or not), by name unless sorted, with its images and the exact total. */
export async function listAdminProducts(db: Db, query: AdminProductQuery = {}): Promise<Page<Product>> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const from = (Math.max(1, query.page ?? 1) - 1) * pageSize;
  const pattern = query.search ? searchPattern(query.search) : null;
  const { data, count } = await requestRows<ProductRow>('products', (signal) => {
    let builder = db.from('products').select(ADMIN_COLUMNS, { count: 'exact' });
    if (query.categoryId) builder = builder.eq('category_id', query.categoryId);
    if (query.sellerIds) builder = builder.in('seller_id', query.sellerIds);
    if (query.status === 'published') builder = builder.eq('published', true);
    if (query.status === 'unpublished') builder = builder.eq('published', false);
    if (query.featured !== undefined) builder = builder.eq('featured', query.featured);
    if (query.priceOnRequest !== undefined) builder = builder.eq('price_on_request', query.priceOnRequest);
    // search_text and the pattern are both lower-cased already: LIKE skips ILIKE's per-row folding.
    if (pattern) builder = builder.like('search_text', pattern);
    const sort = query.sort ?? { field: 'name', ascending: true };
    if (sort.field !== 'name') builder = builder.order(sort.field, { ascending: sort.ascending, nullsFirst: false });
    return builder
      .order('name', { ascending: sort.field === 'name' ? sort.ascending : true })
      .order('id', { ascending: true })
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .range(from, from + pageSize - 1)
      .abortSignal(signal);
  });
  return { items: data.map(toProduct), total: count ?? data.length };
}

/** Any product (published or not) with all its images; null when it does not exist. */
export async function getProductForEdit(db: Db, id: string): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const { data } = await request<ProductRow>('products', (signal) =>
    db
      .from('products')
      .select(ADMIN_COLUMNS)
      .eq('id', id)
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .abortSignal(signal)
      .maybeSingle(),
  );
  return data ? toProduct(data) : null;
}

export async function createProduct(db: Db, payload: ProductInput): Promise<Product> {
  await requireSession(db, PRODUCT_MESSAGES.addRequiresAdmin);
  const { data } = await request<ProductRow>('products', (signal) =>
    db.from('products').insert(toProductRow(payload)).select(ADMIN_COLUMNS).abortSignal(signal).maybeSingle(),
  );
  if (!data) throw new DataError('no_row', PRODUCT_MESSAGES.notCreated);
  return toProduct(data);
}

export interface ProductUpdate extends Partial<ProductInput> {
  deletedImageIds?: string[];
}

/** Writes the changed columns plus updated_at, then removes the images the form deleted. */
export async function updateProduct(db: Db, id: string, payload: ProductUpdate): Promise<Product> {
  await requireSession(db, PRODUCT_MESSAGES.requiresAdmin);
  const { deletedImageIds = [], ...fields } = payload;
  const { data } = await requestRows<{ id: string }>('products', (signal) =>
    db
      .from('products')
      .update({ ...toProductRow(fields), updated_at: new Date().toISOString() })
      .eq('id', id)
      .select('id')
      .abortSignal(signal),
  );
  if (data.length === 0) throw new DataError('not_found', PRODUCT_MESSAGES.notFoundOnUpdate);
  for (const imageId of deletedImageIds) await deleteProductImage(db, imageId);
  const product = await getProductForEdit(db, id);
  if (!product) throw new DataError('not_found', PRODUCT_MESSAGES.notFoundOnUpdate);
  return product;
}

/** Removes the stored files of deleted products; a failure leaves orphans, so it is only warned. */
async function removeProductFiles(db: Db, productIds: string[], imageUrls: string[]): Promise<void> {
  const paths = new Set(imageUrls.map((url) => objectPathFromPublicUrl(url, 'products')).filter((path): path is string => path !== null));
  for (const productId of productIds) {
    const { data } = await db.storage.from('products').list(productId, { limit: 1000 });
    // Hosted storage lists names relative to the folder, @supabase/lite with the folder prefix.
    for (const object of data ?? []) paths.add(object.name.startsWith(`${productId}/`) ? object.name : `${productId}/${object.name}`);
  }
  if (paths.size === 0) return;
  const { error } = await db.storage.from('products').remove([...paths]);
  if (error) console.warn('Product files could not be removed', error);
}

/** Deletes products and their stored files; returns how many rows the server really deleted. */
export async function deleteProducts(db: Db, ids: string[]): Promise<number> {
  await requireSession(db, PRODUCT_MESSAGES.requiresAdmin);
  if (ids.length === 0) return 0;
  const { data: images } = await requestRows<{ url: string }>('products', (signal) =>
    db.from('product_images').select('url').in('product_id', ids).abortSignal(signal),
  );
  const { data } = await requestRows<{ id: string }>('products', (signal) => db.from('products').delete().in('id', ids).select('id').abortSignal(signal));
  if (data.length > 0) {
    await removeProductFiles(
      db,
      data.map((row) => row.id),
      images.map((image) => image.url),
    ).catch((error) => console.warn('Product files could not be removed', error));
  }
  return data.length;
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  const deleted = await deleteProducts(db, [id]);
  if (deleted === 0) throw new DataError('not_found', PRODUCT_MESSAGES.notFoundOnDelete);
}

/** The admin panel's connection check: one tiny read. */
export async function connectionCheck(db: Db): Promise<void> {
  await request('products', (signal) => db.from('products').select('id').limit(1).abortSignal(signal));
}
