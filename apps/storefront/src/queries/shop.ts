import { getCatalogueFacets, listShopProducts } from '@oneboss/data/catalogue';
import { resolveCategory, type Category, type ShopFilters } from '@oneboss/domain';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { catalogueDb } from './catalogueDb';
import { categoriesTreeQuery } from './categories';

/** One page of the shop (its total comes from the facets); the previous page stays on screen while the next loads. */
export const shopProductsQuery = (filters: ShopFilters, tree: Category[]) =>
  queryOptions({
    queryKey: ['catalogue', 'shop-products', filters],
    queryFn: () => listShopProducts(catalogueDb, filters, tree),
    placeholderData: keepPreviousData,
  });

/**
 * Counts for the sidebar, and the list's total (`shopTotal`). They ignore attributes and
 * pagination, so the key leaves them out and paging or ticking an attribute costs no second
 * facets request.
 */
export const shopFacetsQuery = (filters: ShopFilters, tree: Category[]) => {
  const categoryId = filters.categorySlug ? (resolveCategory(filters.categorySlug, tree)?.id ?? null) : null;
  const facetFilters = { search: filters.search, categoryId, subcategoryIds: filters.subcategoryIds };
  return queryOptions({
    queryKey: ['catalogue', 'facets', facetFilters],
    queryFn: () => getCatalogueFacets(catalogueDb, facetFilters),
    placeholderData: keepPreviousData,
  });
};

/**
 * Shop loader: the category tree (cached for the session) is awaited because the list and the
 * facets need it to resolve the category; those two then start together and are not awaited, so
 * the page shows its skeleton at once instead of holding the navigation.
 */
export async function prefetchShop(queryClient: QueryClient, filters: ShopFilters): Promise<Category[]> {
  const tree = await queryClient.ensureQueryData(categoriesTreeQuery());
  void queryClient.prefetchQuery(shopProductsQuery(filters, tree));
  void queryClient.prefetchQuery(shopFacetsQuery(filters, tree));
  return tree;
}
