/** Shop filter state; its transitions are in shop-filter-transitions.ts. */

export const SORT_VALUES = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type ShopSort = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: ShopSort = 'relevance';

export const SORT_OPTIONS: ReadonlyArray<{ value: ShopSort; label: string }> = [
  { value: 'relevance', label: 'Relevância' },
  { value: 'price-asc', label: 'Menor preço' },
  { value: 'price-desc', label: 'Maior preço' },
  { value: 'newest', label: 'Mais recentes' },
];

export function isShopSort(value: unknown): value is ShopSort {
  return typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);
}

/** A min-max filter; either side may be absent (`ano=2018-`, `quilometragem=-30000`). */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** One specification's filter, by its definition's type: a range, option values (any of them), or yes/no. */
export type SpecFilter = NumberRange | string[] | boolean;

/** Specification filters keyed by definition key. */
export type SpecFilters = Record<string, SpecFilter>;

/** Ordering by a sortable specification: `ano-desc`. */
export type SpecSort = `${string}-asc` | `${string}-desc`;

/** Any order of the shop's list. */
export type ShopOrder = ShopSort | SpecSort;

export interface ShopFilters {
  /** Category value (slug) or id, as the URL gave it; absent = all products. */
  categorySlug?: string;
  /** Trimmed, non-empty search term. */
  search?: string;
  subcategoryIds: string[];
  attributeIds: string[];
  page: number;
  sort: ShopOrder;
  /** Price bounds in R$ (coalesce(sale_price, price); 'Sob Consulta' never matches a bound). */
  price?: NumberRange;
  /** Two-letter UF codes, alphabetical. */
  ufs?: string[];
  /** IBGE municipality codes, ascending. */
  cityIds?: number[];
  /** Filters of the category's filterable specifications; needs a category. */
  specs?: SpecFilters;
  /** Only listings whose price fell in the last 30 days ("Preço reduzido"). */
  reduced?: boolean;
}

export const DEFAULT_SHOP_FILTERS: Readonly<ShopFilters> = Object.freeze({
  subcategoryIds: [],
  attributeIds: [],
  page: 1,
  sort: DEFAULT_SORT,
});
