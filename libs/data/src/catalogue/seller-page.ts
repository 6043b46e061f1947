import { isSellerSlug, type Seller } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { request } from './read-request';
import { SELLER_COLUMNS, toSeller, type SellerRow } from './sellers';

// Its own module: the seller page's loader imports sellers.ts (the logo's URL) into every page's first
// script, and this read belongs in the catalogue reads' chunk, loaded on the first navigation.

/** A seller as their own page shows them: with how many hours they take on average to answer a buyer. */
export interface SellerPageSeller extends Seller {
  /** Null below five leads answered in 180 days, which say nothing of a seller (the database's rule). */
  responseHours: number | null;
}

/**
 * An active seller by its slug, for their page; null when unknown or deactivated (RLS hides those
 * from visitors). The answer time is a second request: it is read by the seller's id.
 */
export async function getSellerBySlug(db: CatalogueDb, slug: string): Promise<SellerPageSeller | null> {
  if (!isSellerSlug(slug)) return null;
  const { data } = await request<SellerRow>('products', (signal) =>
    db.from('sellers').select(SELLER_COLUMNS).eq('slug', slug).eq('active', true).abortSignal(signal).maybeSingle(),
  );
  return data ? { ...toSeller(data), responseHours: await sellerResponseHours(db, data.id) } : null;
}

/** How many hours a seller takes on average to answer a buyer ("Responde em média"). */
async function sellerResponseHours(db: CatalogueDb, sellerId: string): Promise<number | null> {
  const { data } = await request<{ average_hours?: number | string | null } | null>('products', (signal) =>
    db.rpc('seller_response_time', { _seller_id: sellerId }).abortSignal(signal),
  );
  const hours = data?.average_hours;
  return hours === null || hours === undefined ? null : Number(hours);
}
