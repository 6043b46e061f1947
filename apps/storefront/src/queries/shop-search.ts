import { filtersToSearch, parseShopSearch, withPathCategory, type ShopFilters, type ShopSearch } from '@oneboss/domain';

/**
 * The shop routes' `validateSearch`. The router writes what this returns back into the URL, so it
 * returns the URL shape (`ShopSearch`: only values that differ from the defaults), normalised by
 * libs/domain's tolerant parser (plain code, so zod stays out of the public pages).
 */
export function validateShopSearch(search: Record<string, unknown>): ShopSearch {
  return filtersToSearch(parseShopSearch(search), { categoryInPath: false });
}

/** The filters a shop URL stands for; the path's category wins over `?category=`. */
export function shopFilters(search: ShopSearch, categorySlug?: string): ShopFilters {
  return withPathCategory(parseShopSearch(search), categorySlug);
}
