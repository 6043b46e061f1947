import type { CatalogueFacets } from '../entities';

/** A range specification's values among the matching products; null when none holds one. */
export interface RangeFacet {
  min: number | null;
  max: number | null;
}

/** An option's count. */
export interface OptionFacet {
  value: string;
  count: number;
}

/** A boolean specification's counts. */
export interface BooleanFacet {
  true: number;
  false: number;
}

export type SpecFacet = RangeFacet | OptionFacet[] | BooleanFacet;

/**
 * The result of `shop_facets` (docs/spec-filters.md): each facet counted under all the other active
 * filters, `total` under all of them.
 */
export interface ShopFacets extends CatalogueFacets {
  total: number;
  price: RangeFacet;
  uf: { value: string; count: number }[];
  cities: { id: number; name: string; uf: string; count: number }[];
  /** Only the category's filterable definitions. */
  specs: Record<string, SpecFacet>;
  /** Listings whose price fell in the last 30 days, under the other filters ("Preço reduzido"). */
  reduced: number;
}
