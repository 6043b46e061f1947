import type { Db } from './client';
import { request, requestRows } from './request';

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
