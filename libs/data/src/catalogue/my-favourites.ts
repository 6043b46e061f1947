import type { FavouriteListing } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toIsoTimestamp, toNumber } from '../mappers';
import { request } from '../request';
import type { Numeric } from '../rows';

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
