import { SHOP_MAX_PAGE, SHOP_SEARCH_MAX_LENGTH } from './constants';
import { DEFAULT_SORT, isShopSort, type ShopFilters, type ShopSort } from './shop-filters';
import { isUuid } from './uuid';

/** The shop's URL search object: only what differs from the defaults. */
export interface ShopSearch {
  search?: string;
  /** Category id or value, for links that do not put it in the path. */
  category?: string;
  /** Comma-separated subcategory ids. */
  subcategories?: string;
  /** Comma-separated attribute ids. */
  attributes?: string;
  /** Only when above 1. */
  page?: number;
  /** Only when not 'relevance'. */
  sort?: Exclude<ShopSort, 'relevance'>;
}

/** Routers may hand over numbers or booleans for values that look like JSON. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return asText(String(value));
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function asIdList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part): part is string => isUuid(part));
  return [...new Set(ids)];
}

/**
 * A page number; one past SHOP_MAX_PAGE, however large, reads as SHOP_MAX_PAGE, which the shop then
 * sends to its last page (an offset past the database's integer would fail the read instead).
 */
function asPage(value: unknown): number {
  const page = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? Math.min(page, SHOP_MAX_PAGE) : 1;
}

/** The search's first SHOP_SEARCH_MAX_LENGTH characters (whole code points), so a pasted essay neither fills the page nor reaches the backend. */
function asSearch(value: unknown): string | undefined {
  const text = asText(value);
  return text === undefined ? undefined : asText(Array.from(text).slice(0, SHOP_SEARCH_MAX_LENGTH).join(''));
}

/**
 * Reads the shop's URL search object into filters. Tolerant by design: a bad
 * value falls back to its default and nothing ever throws, so an edited or
 * stale link still opens the shop.
 */
export function parseShopSearch(raw: unknown): ShopFilters {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const filters: ShopFilters = {
    subcategoryIds: asIdList(input.subcategories),
    attributeIds: asIdList(input.attributes),
    page: asPage(input.page),
    sort: isShopSort(input.sort) ? input.sort : DEFAULT_SORT,
  };
  const category = asText(input.category);
  if (category !== undefined) filters.categorySlug = category;
  const search = asSearch(input.search);
  if (search !== undefined) filters.search = search;
  return filters;
}

/**
 * Search object to put in the URL: page only above 1, sort only when not
 * relevance, empty lists omitted; the category only when it is not in the path.
 */
export function filtersToSearch(filters: ShopFilters, options: { categoryInPath?: boolean } = {}): ShopSearch {
  const { categoryInPath = true } = options;
  const search: ShopSearch = {};
  if (filters.search) search.search = filters.search;
  if (!categoryInPath && filters.categorySlug) search.category = filters.categorySlug;
  if (filters.subcategoryIds.length > 0) search.subcategories = filters.subcategoryIds.join(',');
  if (filters.attributeIds.length > 0) search.attributes = filters.attributeIds.join(',');
  if (filters.page > 1) search.page = filters.page;
  if (filters.sort !== 'relevance') search.sort = filters.sort;
  return search;
}

/** Filters of /loja/{categorySlug}: the path's category wins over a `category` query value. */
export function withPathCategory(filters: ShopFilters, categorySlug: string | undefined): ShopFilters {
  return categorySlug ? { ...filters, categorySlug } : filters;
}
