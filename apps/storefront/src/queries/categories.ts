import { queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './readCatalogue';

/** The category tree is read once per session: it changes only when staff edit categories. */
export const categoriesTreeQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories-tree'],
    queryFn: () => readCatalogue(({ listCategoriesTree, catalogueDb }) => listCategoriesTree(catalogueDb)),
    staleTime: Infinity,
    gcTime: Infinity,
  });
