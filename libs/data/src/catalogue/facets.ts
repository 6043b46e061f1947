import type { CatalogueFacets } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toNumber } from '../mappers';
import { request } from './read-request';

export interface FacetFilters {
  search?: string;
  categoryId?: string | null;
  subcategoryIds?: string[];
}

interface FacetCountRow {
  id: string;
  count: number | string;
}

interface FacetsRow {
  categories?: FacetCountRow[] | null;
  subcategories?: FacetCountRow[] | null;
  attributes?: FacetCountRow[] | null;
}

const toCounts = (rows: FacetCountRow[] | null | undefined) => (rows ?? []).map((row) => ({ id: row.id, count: toNumber(row.count) ?? 0 }));

/** Counts of published products per category, subcategory and attribute, computed by the server. */
export async function getCatalogueFacets(db: CatalogueDb, filters: FacetFilters = {}): Promise<CatalogueFacets> {
  const { data } = await request<FacetsRow>('products', (signal) =>
    db
      .rpc('catalogue_facets', {
        // Read by the server with the list's own function (shop_search_sql).
        _search: filters.search || null,
        _category_id: filters.categoryId ?? null,
        _subcategory_ids: filters.subcategoryIds && filters.subcategoryIds.length > 0 ? filters.subcategoryIds : null,
      })
      .abortSignal(signal),
  );
  return { categories: toCounts(data?.categories), subcategories: toCounts(data?.subcategories), attributes: toCounts(data?.attributes) };
}
