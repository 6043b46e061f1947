import { parseShopSearch, withPathCategory, type ShopFilters, type SpecDefinition } from '@oneboss/domain';

/** A shop URL's search as the router read it (values JSON-parsed, a repeated parameter as an array). */
type ShopUrlSearch = Readonly<Record<string, unknown>>;

/**
 * The shop routes' `validateSearch`: the search as read, unchanged. The loader, which knows the
 * category's specification definitions, answers 301 with the one canonical form; normalising here
 * would make the router answer 307 with a half-normalised one first.
 */
export function validateShopSearch(search: Record<string, unknown>): ShopUrlSearch {
  return search;
}

/** The filters a shop URL stands for, read against the category's definitions; the path's category wins over `?category=`. */
export function shopFilters(search: ShopUrlSearch, categorySlug?: string, definitions: readonly SpecDefinition[] = []): ShopFilters {
  return withPathCategory(parseShopSearch(search, definitions), categorySlug);
}
