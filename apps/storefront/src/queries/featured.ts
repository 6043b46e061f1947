import { queryOptions } from '@tanstack/react-query';
import { siteWideRead } from './read-catalogue';

/** Read where the featured cards are shown (the home's lower half, the product page), never on first paint. */
export const featuredProductsQuery = () =>
  queryOptions(siteWideRead(['catalogue', 'featured'], ({ listFeatured, catalogueDb }) => listFeatured(catalogueDb)));
