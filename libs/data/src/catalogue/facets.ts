import type { ShopFacets, ShopRpcFilters, SpecFacet } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toNumber } from '../mappers';
import { shopRequest } from './shop-request';

/** What `shop_facets` counts under: the shop's choices and its typed filters. */
export interface ShopFacetFilters {
  search?: string;
  categoryId?: string | null;
  subcategoryIds?: string[];
  attributeIds?: string[];
  /** Price, location and specification filters (`shopRpcFilters`); specifications need `categoryId`. */
  filters?: ShopRpcFilters | null;
  /** The seller page's scope: only this seller's listings are counted. */
  sellerId?: string | null;
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

interface ShopFacetsRow extends FacetsRow {
  total?: number | string | null;
  price?: { min: number | string | null; max: number | string | null } | null;
  uf?: Array<{ value: string; count: number | string }> | null;
  cities?: Array<{ id: number | string; name: string; uf: string; count: number | string }> | null;
  specs?: Record<string, unknown> | null;
  reduced?: number | string | null;
}

const toCounts = (rows: FacetCountRow[] | null | undefined) => (rows ?? []).map((row) => ({ id: row.id, count: toNumber(row.count) ?? 0 }));
const toCount = (value: unknown) => toNumber(value as number | string | null | undefined) ?? 0;
const toBound = (value: unknown) => toNumber(value as number | string | null | undefined) ?? null;

/** A specification's facet as the server wrote it: options as a list, a yes/no as two counts, a range as bounds. */
function toSpecFacet(value: unknown): SpecFacet {
  if (Array.isArray(value)) return value.map((option: { value: string; count: unknown }) => ({ value: option.value, count: toCount(option.count) }));
  const record = (value ?? {}) as Record<string, unknown>;
  if ('true' in record || 'false' in record) return { true: toCount(record.true), false: toCount(record.false) };
  return { min: toBound(record.min), max: toBound(record.max) };
}

/**
 * The shop's facets (`shop_facets`, docs/spec-filters.md), each counted under all the OTHER active
 * filters, and the total under all of them; the list's total is this `total`. Categories are
 * counted under the search and the location only. A malformed filter is refused with a pt-BR 400.
 */
export async function getShopFacets(db: CatalogueDb, filters: ShopFacetFilters = {}): Promise<ShopFacets> {
  const { data } = await shopRequest<ShopFacetsRow>('products', (signal) =>
    db
      .rpc('shop_facets', {
        _search: filters.search || null,
        _category_id: filters.categoryId ?? null,
        _subcategory_ids: filters.subcategoryIds && filters.subcategoryIds.length > 0 ? filters.subcategoryIds : null,
        _attribute_ids: filters.attributeIds && filters.attributeIds.length > 0 ? filters.attributeIds : null,
        _filters: filters.filters ?? null,
        _seller_id: filters.sellerId ?? null,
      })
      .abortSignal(signal),
  );
  return {
    total: toCount(data?.total),
    categories: toCounts(data?.categories),
    subcategories: toCounts(data?.subcategories),
    attributes: toCounts(data?.attributes),
    price: { min: toBound(data?.price?.min), max: toBound(data?.price?.max) },
    uf: (data?.uf ?? []).map((row) => ({ value: row.value, count: toCount(row.count) })),
    cities: (data?.cities ?? []).map((row) => ({ id: toCount(row.id), name: row.name, uf: row.uf, count: toCount(row.count) })),
    specs: Object.fromEntries(Object.entries(data?.specs ?? {}).map(([key, value]) => [key, toSpecFacet(value)])),
    reduced: toCount(data?.reduced),
  };
}
