import { resolveCategory, shopRpcFilters, type Category, type ShopFilters } from '@oneboss/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './read-catalogue';

/**
 * The category tree is given as a promise while it loads (first visit): the reads that need no
 * category start without it.
 */
type TreeOrLoading = Category[] | Promise<Category[]>;

/**
 * One page of the shop (its total comes from the facets); the previous page stays on screen while
 * the next loads. `sellerId` scopes it to one seller's listings (the seller's page).
 */
export const shopProductsQuery = (filters: ShopFilters, tree: TreeOrLoading, sellerId: string | null = null) =>
  queryOptions({
    queryKey: ['catalogue', 'shop-products', filters, sellerId],
    queryFn: () => readCatalogue(({ listShopProducts, catalogueDb }) => listShopProducts(catalogueDb, filters, tree, sellerId)),
    placeholderData: keepPreviousData,
  });

/** The nearest products to a search that found nothing (read only then). */
export const searchSuggestionsQuery = (search: string, tree: TreeOrLoading) =>
  queryOptions({
    queryKey: ['catalogue', 'search-suggestions', search],
    queryFn: () => readCatalogue(({ listSearchSuggestions, catalogueDb }) => listSearchSuggestions(catalogueDb, search, tree)),
  });

/**
 * Counts for the sidebar, and the list's total. They ignore pagination and the order, so the key
 * leaves them out and paging or sorting costs no second facets request.
 */
export const shopFacetsQuery = (filters: ShopFilters, tree: TreeOrLoading, sellerId: string | null = null) => {
  const { search, categorySlug = null, subcategoryIds, attributeIds, price, ufs, cityIds, specs, reduced } = filters;
  return queryOptions({
    queryKey: ['catalogue', 'facets', { search, categorySlug, subcategoryIds, attributeIds, price, ufs, cityIds, specs, reduced }, sellerId],
    queryFn: async () => {
      const categoryId = categorySlug ? (resolveCategory(categorySlug, await tree)?.id ?? null) : null;
      const typed = shopRpcFilters({ price, ufs, cityIds, specs, reduced });
      return readCatalogue(({ getShopFacets, catalogueDb }) => getShopFacets(catalogueDb, { search, categoryId, subcategoryIds, attributeIds, filters: typed, sellerId }));
    },
    placeholderData: keepPreviousData,
  });
};

