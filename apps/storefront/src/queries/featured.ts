import { listFeatured } from '@oneboss/data/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { catalogueDb } from './catalogueDb';

/** Read where the featured cards are shown (the home's lower half, the product page), never on first paint. */
export const featuredProductsQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'featured'], queryFn: () => listFeatured(catalogueDb) });
