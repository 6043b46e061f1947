import { queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './readCatalogue';
import { sharedOnServer } from './sharedOnServer';

const FEATURED_KEY = ['catalogue', 'featured'];

/** Read where the featured cards are shown (the home's lower half, the product page), never on first paint. */
export const featuredProductsQuery = () =>
  queryOptions({
    queryKey: FEATURED_KEY,
    queryFn: () => sharedOnServer(FEATURED_KEY, () => readCatalogue(({ listFeatured, catalogueDb }) => listFeatured(catalogueDb))),
  });
