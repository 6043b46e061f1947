import { queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './readCatalogue';
import { sharedOnServer } from './sharedOnServer';

const CATEGORIES_TREE_KEY = ['catalogue', 'categories-tree'];

/** The category tree is read once per session: it changes only when staff edit categories. */
export const categoriesTreeQuery = () =>
  queryOptions({
    queryKey: CATEGORIES_TREE_KEY,
    queryFn: () => sharedOnServer(CATEGORIES_TREE_KEY, () => readCatalogue(({ listCategoriesTree, catalogueDb }) => listCategoriesTree(catalogueDb))),
    staleTime: Infinity,
    gcTime: Infinity,
  });
