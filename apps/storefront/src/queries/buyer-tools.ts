import { queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './read-catalogue';

/** A listing's highest price of the last 30 days and first listing date; null when hidden or unknown. */
export const priceSummaryQuery = (productId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'price-summary', productId],
    queryFn: () => readCatalogue(({ getListingPriceSummary, catalogueDb }) => getListingPriceSummary(catalogueDb, productId)),
  });

/** The listings of /comparar, in the order of the URL; unknown and hidden ones are left out. */
export const comparedListingsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['catalogue', 'compare', ids],
    queryFn: () => readCatalogue(({ listComparedListings, catalogueDb }) => listComparedListings(catalogueDb, ids)),
  });

/** The cards of the listings viewed lately in this browser (read only in the browser). */
export const recentlyViewedQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['catalogue', 'recently-viewed', ids],
    queryFn: () => readCatalogue(({ listRecentlyViewed, catalogueDb }) => listRecentlyViewed(catalogueDb, ids)),
  });

/** A signed-out visitor's favourites, kept in this browser (read only in the browser). */
export const guestFavouritesQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['catalogue', 'guest-favourites', ids],
    queryFn: () => readCatalogue(({ listGuestFavourites, catalogueDb }) => listGuestFavourites(catalogueDb, ids)),
  });
