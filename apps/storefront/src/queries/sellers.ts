import { DEFAULT_SHOP_FILTERS, parseShopSearch, resolveCategory, type Category, type ShopFilters } from '@oneboss/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './read-catalogue';

/** An active seller by slug; null when unknown or deactivated. */
export const sellerQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'seller', slug],
    queryFn: () => readCatalogue(({ getSellerBySlug, catalogueDb }) => getSellerBySlug(catalogueDb, slug)),
  });

/** A seller's average hours to answer a lead; null until it has five answered leads. */
export const sellerResponseQuery = (sellerId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'seller-response', sellerId],
    queryFn: () => readCatalogue(({ getSellerResponseHours, catalogueDb }) => getSellerResponseHours(catalogueDb, sellerId)),
  });

/** One page of the seller's listings under its page's filters (the shop's `shop_products`, scoped to the seller). */
export const sellerProductsQuery = (sellerId: string, filters: ShopFilters, tree: Category[] | Promise<Category[]>) =>
  queryOptions({
    queryKey: ['catalogue', 'seller-products', sellerId, filters],
    queryFn: () => readCatalogue(({ listShopProducts, catalogueDb }) => listShopProducts(catalogueDb, filters, tree, sellerId)),
    placeholderData: keepPreviousData,
  });

/** The seller's counts per category and the total under the chosen category (`shop_facets`, scoped to the seller). */
export const sellerFacetsQuery = (sellerId: string, categorySlug: string | undefined, tree: Category[] | Promise<Category[]>) =>
  queryOptions({
    queryKey: ['catalogue', 'seller-facets', sellerId, categorySlug ?? null],
    queryFn: async () => {
      const categoryId = categorySlug ? (resolveCategory(categorySlug, await tree)?.id ?? null) : null;
      return readCatalogue(({ getShopFacets, catalogueDb }) => getShopFacets(catalogueDb, { categoryId, sellerId }));
    },
    placeholderData: keepPreviousData,
  });

/** The seller page's filters from its URL as read: the shop's category (`?category=`), order and page; nothing else applies there. */
export function sellerPageFilters(read: Readonly<Record<string, unknown>>): ShopFilters {
  const parsed = parseShopSearch(read);
  const filters: ShopFilters = { ...DEFAULT_SHOP_FILTERS, subcategoryIds: [], attributeIds: [], sort: parsed.sort, page: parsed.page };
  if (parsed.categorySlug) filters.categorySlug = parsed.categorySlug;
  return filters;
}
