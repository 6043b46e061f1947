import type { NumberRange, ShopFilters, SpecFilter } from '../shop-filters';

/** A range as the shop RPCs read it: `{"min": 40, "max": 60}`, either side absent. */
type RpcRange = { min?: number; max?: number };

/** The `_filters` argument of `shop_products` and `shop_facets` (docs/spec-filters.md). */
export interface ShopRpcFilters {
  price?: RpcRange;
  uf?: string[];
  city?: number[];
  specs?: Record<string, RpcRange | string[] | boolean>;
  reduced?: true;
}

const rpcRange = (range: NumberRange): RpcRange => ({ ...(range.min !== undefined && { min: range.min }), ...(range.max !== undefined && { max: range.max }) });

const rpcSpec = (filter: SpecFilter) => (typeof filter === 'boolean' || Array.isArray(filter) ? filter : rpcRange(filter));

/** The typed filters as the RPCs' `_filters`; null when none is set, so the RPCs take their plain path. */
export function shopRpcFilters(filters: Pick<ShopFilters, 'price' | 'ufs' | 'cityIds' | 'specs' | 'reduced'>): ShopRpcFilters | null {
  const result: ShopRpcFilters = {};
  if (filters.price) result.price = rpcRange(filters.price);
  if (filters.ufs && filters.ufs.length > 0) result.uf = filters.ufs;
  if (filters.cityIds && filters.cityIds.length > 0) result.city = filters.cityIds;
  const specs = Object.entries(filters.specs ?? {});
  if (specs.length > 0) result.specs = Object.fromEntries(specs.map(([key, filter]) => [key, rpcSpec(filter)]));
  if (filters.reduced) result.reduced = true;
  return Object.keys(result).length > 0 ? result : null;
}
