import type { CatalogueFacets, FacetCount } from './entities';

/** The list filters the total depends on (the search is already in the facets). */
export interface ShopTotalFilters {
  categoryId: string | null;
  subcategoryIds: readonly string[];
  attributeIds: readonly string[];
}

const sumOf = (counts: readonly FacetCount[], ids: ReadonlySet<string> | null) =>
  counts.reduce((sum, { id, count }) => (ids === null || ids.has(id) ? sum + count : sum), 0);

/**
 * How many products the shop list holds for these filters, read from the facets' exact counts so
 * the list needs no `count=exact` (a second pass over every matching row). A product has one
 * category, subcategory and attribute; attribute counts are taken within the category and the
 * subcategories, subcategory counts within the category, category counts over the search alone,
 * so the counts of the selected ids add up to the list's rows.
 */
export function shopTotal(facets: CatalogueFacets, filters: ShopTotalFilters): number {
  if (filters.attributeIds.length > 0) return sumOf(facets.attributes, new Set(filters.attributeIds));
  if (filters.subcategoryIds.length > 0) return sumOf(facets.subcategories, new Set(filters.subcategoryIds));
  return sumOf(facets.categories, filters.categoryId === null ? null : new Set([filters.categoryId]));
}
