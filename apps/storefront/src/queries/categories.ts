import { queryOptions } from '@tanstack/react-query';
import { siteWideRead } from './read-catalogue';

/** The category tree is read once per session: it changes only when staff edit categories. */
export const categoriesTreeQuery = () =>
  queryOptions({
    ...siteWideRead(['catalogue', 'categories-tree'], ({ listCategoriesTree, catalogueDb }) => listCategoriesTree(catalogueDb)),
    staleTime: Infinity,
    gcTime: Infinity,
  });
