import { COMPARE_MAX, RECENTLY_VIEWED_MAX, isUuid, toProductCard, type FavouriteListing, type Product, type ProductCard } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import type { ProductRow } from '../rows';
import { CARD_COLUMNS } from './product-columns';
import { requestRows } from './read-request';

/** Published listings by id, in the order asked; unknown, hidden and malformed ids are left out. */
async function listPublishedByIds(db: CatalogueDb, ids: readonly string[], columns: string, max: number): Promise<Product[]> {
  const wanted = [...new Set(ids.filter((id) => isUuid(id)))].slice(0, max);
  if (wanted.length === 0) return [];
  const { data } = await requestRows<ProductRow>('products', (signal) =>
    db
      .from('products')
      .select(columns)
      .in('id', wanted)
      .eq('published', true)
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .abortSignal(signal),
  );
  const byId = new Map(data.map((row) => [row.id, toProduct(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** The cards of the listings a visitor viewed lately (ids kept in their browser), newest first. */
export async function listRecentlyViewed(db: CatalogueDb, ids: readonly string[]): Promise<ProductCard[]> {
  return (await listPublishedByIds(db, ids, CARD_COLUMNS, RECENTLY_VIEWED_MAX)).map(toProductCard);
}

/** The listings of a comparison (at most four), with their subcategory for the specs narrowed to one. */
export async function listComparedListings(db: CatalogueDb, ids: readonly string[]): Promise<Product[]> {
  return listPublishedByIds(db, ids, `${CARD_COLUMNS},subcategory_id`, COMPARE_MAX);
}

/**
 * How many of a signed-out visitor's hearts their favourites page shows, newest first: the ids go in
 * the request's address, and 100 keep it near 4 KB (all of them, up to 500, still move into the
 * account on sign-in).
 */
const GUEST_FAVOURITES_SHOWN = 100;

/** A signed-out visitor's favourites (ids kept in their browser), newest first; listings hidden since are left out. */
export async function listGuestFavourites(db: CatalogueDb, ids: readonly string[]): Promise<FavouriteListing[]> {
  const products = await listPublishedByIds(db, ids, CARD_COLUMNS, GUEST_FAVOURITES_SHOWN);
  return products.map((product) => ({
    productId: product.id,
    name: product.name,
    price: product.price,
    salePrice: product.salePrice,
    priceOnRequest: product.priceOnRequest,
    stockQuantity: product.stockQuantity,
    published: true,
    categoryName: product.category?.name ?? null,
    imageUrl: product.images[0]?.url ?? null,
    // Not kept in the browser: only the account's list is ordered by it.
    favouritedAt: '',
  }));
}
