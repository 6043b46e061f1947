import type { CatalogueDb } from './catalogue-client';
import type { FavouriteListing } from '@oneboss/domain';
import type { Db } from './client';
import { toIsoTimestamp, toNumber } from './mappers';
import { request, requestRows } from './request';
import type { Numeric } from './rows';

interface FavouriteListingRow {
  product_id: string;
  name: string;
  price: Numeric;
  sale_price: Numeric;
  price_on_request: boolean | null;
  stock_quantity: Numeric;
  published: boolean;
  category_name: string | null;
  image_url: string | null;
  favourited_at: string;
}

function toFavouriteListing(row: FavouriteListingRow): FavouriteListing {
  const onRequest = row.price_on_request === true;
  return {
    productId: row.product_id,
    name: row.name,
    price: onRequest ? null : toNumber(row.price),
    salePrice: onRequest ? null : toNumber(row.sale_price),
    priceOnRequest: onRequest,
    stockQuantity: toNumber(row.stock_quantity) ?? 0,
    published: row.published,
    categoryName: row.category_name,
    imageUrl: row.image_url,
    favouritedAt: toIsoTimestamp(row.favourited_at),
  };
}

/** The signed-in buyer's favourites, newest first, hidden listings included (one RPC: the products' policies would drop those). */
export async function listMyFavourites(db: CatalogueDb): Promise<FavouriteListing[]> {
  const { data } = await request<FavouriteListingRow[]>('profiles', (signal) => db.rpc('my_favourites').abortSignal(signal));
  return (data ?? []).map(toFavouriteListing);
}

/** The ids of the signed-in buyer's favourites, for the hearts. */
export async function listMyFavouriteIds(db: Db): Promise<string[]> {
  const { data } = await requestRows<{ product_id: string }>('profiles', (signal) => db.from('favourites').select('product_id').abortSignal(signal));
  return data.map((row) => row.product_id);
}

/**
 * Adds listings to the signed-in buyer's favourites (one heart, or a signed-out visitor's hearts
 * on sign-in); ones already there, hidden or gone are skipped. Answers how many were added.
 */
export async function addFavourites(db: Db, productIds: readonly string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const { data } = await request<number>('profiles', (signal) => db.rpc('merge_favourites', { product_ids: productIds }).abortSignal(signal));
  return Number(data ?? 0);
}

export async function removeFavourite(db: Db, productId: string): Promise<void> {
  await request('profiles', (signal) => db.from('favourites').delete().eq('product_id', productId).abortSignal(signal));
}
