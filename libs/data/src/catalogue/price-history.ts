import { isUuid, type PriceSummary } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toIsoTimestamp, toNumber } from '../mappers';
import type { Numeric } from '../rows';
import { requestRows } from './read-request';

interface PriceSummaryRow {
  highest_recent_price: Numeric;
  listed_at: string | null;
}

/**
 * A listing's price history as its page shows it (`listing_price_summary`: the highest price of the
 * last 30 days and when it was first listed). Null for an unknown or hidden listing: the history
 * is read under the products' own policies.
 */
export async function getListingPriceSummary(db: CatalogueDb, productId: string): Promise<PriceSummary | null> {
  if (!isUuid(productId)) return null;
  const { data } = await requestRows<PriceSummaryRow>('products', (signal) =>
    db.rpc('listing_price_summary', { _product_id: productId }).abortSignal(signal),
  );
  const row = data[0];
  if (!row) return null;
  return { highestRecentPrice: toNumber(row.highest_recent_price), listedAt: row.listed_at ? toIsoTimestamp(row.listed_at) : null };
}
