import { queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './readCatalogue';

/** Read where the featured cards are shown (the home's lower half, the product page), never on first paint. */
export const featuredProductsQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'featured'], queryFn: () => readCatalogue(({ listFeatured, catalogueDb }) => listFeatured(catalogueDb)) });
