import { ALSO_FEATURED_LIMIT } from '@oneboss/domain';
import { queryOptions } from '@tanstack/react-query';
import { siteWideRead } from './read-catalogue';

/** Read where the featured cards are shown (the home's lower half, the product page), never on first paint. */
export const featuredProductsQuery = () =>
  queryOptions(siteWideRead(['catalogue', 'featured'], ({ listFeatured, catalogueDb }) => listFeatured(catalogueDb)));

/**
 * The product page's 'Veja também' row (and the not-found page's): only what it shows, and one more
 * for when the page's own product is among them, since the server's HTML carries every card read.
 */
export const alsoFeaturedQuery = () =>
  queryOptions(siteWideRead(['catalogue', 'featured', 'also'], ({ listFeatured, catalogueDb }) => listFeatured(catalogueDb, ALSO_FEATURED_LIMIT + 1)));
