import { listCategoriesTree } from '@oneboss/data/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { catalogueDb } from './catalogueDb';

/** The category tree is read once per session: it changes only when staff edit categories. */
export const categoriesTreeQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories-tree'],
    queryFn: () => listCategoriesTree(catalogueDb),
    staleTime: Infinity,
    gcTime: Infinity,
  });
