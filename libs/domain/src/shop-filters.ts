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

export interface ShopFilters {
  /** Category value (slug) or id, as the URL gave it; absent = all products. */
  categorySlug?: string;
  /** Trimmed, non-empty search term. */
  search?: string;
  subcategoryIds: string[];
  attributeIds: string[];
  page: number;
  sort: ShopSort;
}

export const DEFAULT_SHOP_FILTERS: Readonly<ShopFilters> = Object.freeze({
  subcategoryIds: [],
  attributeIds: [],
  page: 1,
  sort: DEFAULT_SORT,
});
