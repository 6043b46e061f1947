import { SHOP_MAX_PAGE, SHOP_SEARCH_MAX_LENGTH } from './constants';
import { DEFAULT_SORT, isShopSort, type ShopFilters, type ShopOrder, type SpecFilters } from './shop-filters';
import {
  PRICE_PARAM,
  isRangeSpec,
  isSpecFilter,
  rangeParam,
  readCityIds,
  readPrice,
  readSpecFilter,
  readSpecSort,
  readUfs,
  specFilterParam,
  specSortKey,
  urlValue,
  type UrlValue,
} from './specs/shop-url';
import type { SpecDefinition } from './specs/spec-definition';
import { asPrintableLine } from './printable-text';
import { isUuid } from './uuid';

/**
 * The shop's URL search object: only what differs from the defaults, in the canonical order (the
 * fixed parameters, the specifications' by key, then uf, cidade, page and sort). Number-looking
 * values are numbers, as a router that JSON-parses search values reads them back.
 */
export interface ShopSearch {
  search?: UrlValue;
  /** Category id or value, for links that do not put it in the path. */
  category?: string;
  /** Comma-separated subcategory ids. */
  subcategories?: string;
  /** Comma-separated attribute ids. */
  attributes?: string;
  /** Only when above 1. */
  page?: number;
  /** `min-max` in R$. */
  preco?: UrlValue;
  /** `1`: only listings whose price fell in the last 30 days. */
  reduzido?: UrlValue;
  /** Comma-separated UF codes. */
  uf?: string;
  /** Comma-separated IBGE codes. */
  cidade?: UrlValue;
  /** Only when not 'relevance'. */
  sort?: Exclude<ShopOrder, 'relevance'>;
  /** A specification's filter, by its key. */
  [specKey: string]: UrlValue | undefined;
}

/** The "Preço reduzido" parameter: `reduzido=1` (a checkbox's `on` and a router's true read the same). */
export const REDUCED_PARAM = 'reduzido';

function isReducedParam(value: unknown): boolean {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === 1 || last === true || last === '1' || last === 'on' || last === 'true';
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

/**
 * A search as a URL gives it: control characters read as spaces, and its first
 * SHOP_SEARCH_MAX_LENGTH characters (whole code points), so a pasted essay neither fills the page
 * nor reaches the backend. Undefined when nothing is left.
 */
export function readSearchTerm(value: unknown): string | undefined {
  const text = asText(value);
  return text === undefined ? undefined : asText(Array.from(asPrintableLine(text)).slice(0, SHOP_SEARCH_MAX_LENGTH).join(''));
}

/** The order a URL asks for: the shop's own, or a spec's when it is a sortable range of the category's definitions. */
function asOrder(value: unknown, definitions: readonly SpecDefinition[]): ShopOrder {
  if (isShopSort(value)) return value;
  const sort = readSpecSort(value);
  if (sort === null) return DEFAULT_SORT;
  const key = specSortKey(sort);
  return definitions.some((definition) => definition.key === key && definition.sortable && isRangeSpec(definition)) ? sort : DEFAULT_SORT;
}

/** The category's filterable specifications the URL sets, by key in alphabetical order. */
function asSpecFilters(input: Readonly<Record<string, unknown>>, definitions: readonly SpecDefinition[]): SpecFilters {
  const specs: SpecFilters = {};
  const filterable = definitions.filter(isSpecFilter).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const definition of filterable) {
    const filter = readSpecFilter(definition, input);
    if (filter !== null) specs[definition.key] = filter;
  }
  return specs;
}

/**
 * Reads the shop's URL search object into filters. Tolerant by design: a bad
 * value falls back to its default and nothing ever throws, so an edited or
 * stale link still opens the shop. `definitions` are the category's specification
 * definitions (none without a category: then no specification filter or sort is read).
 */
export function parseShopSearch(raw: unknown, definitions: readonly SpecDefinition[] = []): ShopFilters {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const filters: ShopFilters = {
    subcategoryIds: asIdList(input.subcategories),
    attributeIds: asIdList(input.attributes),
    page: asPage(input.page),
    sort: asOrder(input.sort, definitions),
  };
  const category = asText(input.category);
  if (category !== undefined) filters.categorySlug = category;
  const search = readSearchTerm(input.search);
  if (search !== undefined) filters.search = search;
  const price = readPrice(input);
  if (price !== null) filters.price = price;
  if (isReducedParam(input[REDUCED_PARAM])) filters.reduced = true;
  const ufs = readUfs(input.uf);
  if (ufs.length > 0) filters.ufs = ufs;
  const cityIds = readCityIds(input.cidade);
  if (cityIds.length > 0) filters.cityIds = cityIds;
  const specs = asSpecFilters(input, definitions);
  if (Object.keys(specs).length > 0) filters.specs = specs;
  return filters;
}

/**
 * Search object to put in the URL, in the canonical order: page only above 1, sort only when not
 * relevance, empty lists omitted; the category only when it is not in the path.
 */
export function filtersToSearch(filters: ShopFilters, options: { categoryInPath?: boolean } = {}): ShopSearch {
  const { categoryInPath = true } = options;
  const search: ShopSearch = {};
  if (filters.search) search.search = urlValue(filters.search);
  if (!categoryInPath && filters.categorySlug) search.category = filters.categorySlug;
  if (filters.subcategoryIds.length > 0) search.subcategories = filters.subcategoryIds.join(',');
  if (filters.attributeIds.length > 0) search.attributes = filters.attributeIds.join(',');
  if (filters.price) search[PRICE_PARAM] = urlValue(rangeParam(filters.price));
  if (filters.reduced) search[REDUCED_PARAM] = 1;
  for (const key of Object.keys(filters.specs ?? {}).sort()) search[key] = urlValue(specFilterParam(filters.specs![key]));
  if (filters.ufs && filters.ufs.length > 0) search.uf = filters.ufs.join(',');
  if (filters.cityIds && filters.cityIds.length > 0) search.cidade = urlValue(filters.cityIds.join(','));
  if (filters.page > 1) search.page = filters.page;
  if (filters.sort !== 'relevance') search.sort = filters.sort;
  return search;
}

/** Parameters other sites add to a link (campaign tags), which neither change the shop nor make it another URL. */
const FOREIGN_PARAMS = /^(utm_[a-z]+|gclid|fbclid)$/;

/**
 * Whether a URL's search, as the router read it, is already the canonical one: same parameters,
 * same order, same values (campaign tags aside). Anything else answers 301 to the canonical URL.
 */
export function isCanonicalSearch(read: Readonly<Record<string, unknown>>, canonical: ShopSearch): boolean {
  const given = Object.entries(read).filter(([key, value]) => value !== undefined && !FOREIGN_PARAMS.test(key));
  const wanted = Object.entries(canonical).filter(([, value]) => value !== undefined);
  return given.length === wanted.length && given.every(([key, value], index) => key === wanted[index][0] && value === wanted[index][1]);
}

/** Filters of /loja/{categorySlug}: the path's category wins over a `category` query value. */
export function withPathCategory(filters: ShopFilters, categorySlug: string | undefined): ShopFilters {
  return categorySlug ? { ...filters, categorySlug } : filters;
}
