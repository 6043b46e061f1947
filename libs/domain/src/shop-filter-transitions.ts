/**
 * Transitions of the shop filter state. Apart from the state itself, so the pages that
 * only read filters from a URL (every route, through the router) do not download them.
 */
import { DEFAULT_SHOP_FILTERS, type NumberRange, type ShopFilters, type ShopOrder, type SpecFilter } from './shop-filters';
import { comparePtBr } from './text';

/** Object without the optional keys whose value is undefined, so filters compare by value. */
function compact(filters: ShopFilters): ShopFilters {
  const result: ShopFilters = {
    subcategoryIds: filters.subcategoryIds,
    attributeIds: filters.attributeIds,
    page: filters.page,
    sort: filters.sort,
  };
  if (filters.categorySlug !== undefined) result.categorySlug = filters.categorySlug;
  if (filters.search !== undefined) result.search = filters.search;
  if (filters.price !== undefined) result.price = filters.price;
  if (filters.ufs !== undefined && filters.ufs.length > 0) result.ufs = filters.ufs;
  if (filters.cityIds !== undefined && filters.cityIds.length > 0) result.cityIds = filters.cityIds;
  if (filters.specs !== undefined && Object.keys(filters.specs).length > 0) result.specs = filters.specs;
  return result;
}

/**
 * Selecting a category (or `null` to deselect) clears subcategories, attributes, the specification
 * filters and a specification sort (they are the category's), and resets the page.
 */
export function selectCategory(filters: ShopFilters, categorySlug: string | null | undefined): ShopFilters {
  return compact({
    ...filters,
    categorySlug: categorySlug || undefined,
    subcategoryIds: [],
    attributeIds: [],
    specs: undefined,
    sort: isOwnSort(filters.sort) ? filters.sort : DEFAULT_SHOP_FILTERS.sort,
    page: 1,
  });
}

const isOwnSort = (sort: ShopOrder) => ['relevance', 'price-asc', 'price-desc', 'newest'].includes(sort);

/** Map from a subcategory id to the ids of its attributes. */
export type AttributesBySubcategory = ReadonlyMap<string, readonly string[]> | Readonly<Record<string, readonly string[]>>;

function attributesOf(map: AttributesBySubcategory, subcategoryId: string): readonly string[] {
  if (map instanceof Map) return map.get(subcategoryId) ?? [];
  return (map as Readonly<Record<string, readonly string[]>>)[subcategoryId] ?? [];
}

/** Toggles a subcategory; deselecting it also removes its attributes. Resets the page. */
export function toggleSubcategory(
  filters: ShopFilters,
  subcategoryId: string,
  attributesBySubcategory: AttributesBySubcategory,
): ShopFilters {
  if (!filters.subcategoryIds.includes(subcategoryId)) {
    return compact({ ...filters, subcategoryIds: [...filters.subcategoryIds, subcategoryId], page: 1 });
  }
  const removed = new Set(attributesOf(attributesBySubcategory, subcategoryId));
  return compact({
    ...filters,
    subcategoryIds: filters.subcategoryIds.filter((id) => id !== subcategoryId),
    attributeIds: filters.attributeIds.filter((id) => !removed.has(id)),
    page: 1,
  });
}

export function toggleAttribute(filters: ShopFilters, attributeId: string): ShopFilters {
  const attributeIds = filters.attributeIds.includes(attributeId)
    ? filters.attributeIds.filter((id) => id !== attributeId)
    : [...filters.attributeIds, attributeId];
  return compact({ ...filters, attributeIds, page: 1 });
}

/** A new search term resets the page; blank terms clear the search. */
export function setSearch(filters: ShopFilters, term: string | null | undefined): ShopFilters {
  const search = (term ?? '').trim();
  return compact({ ...filters, search: search === '' ? undefined : search, page: 1 });
}

/** The catalogue sorts on the server (sort_price), so a new order starts again at page 1. */
export function setSort(filters: ShopFilters, sort: ShopOrder): ShopFilters {
  return compact({ ...filters, sort, page: filters.sort === sort ? filters.page : 1 });
}

/** A new price range (null: none); resets the page. */
export function setPriceRange(filters: ShopFilters, price: NumberRange | null): ShopFilters {
  return compact({ ...filters, price: price ?? undefined, page: 1 });
}

/** A specification's new filter (null: none); resets the page. */
export function setSpecFilter(filters: ShopFilters, key: string, filter: SpecFilter | null): ShopFilters {
  const { [key]: _removed, ...others } = filters.specs ?? {};
  return compact({ ...filters, specs: filter === null ? others : { ...others, [key]: filter }, page: 1 });
}

const toggled = <T>(list: readonly T[] | undefined, item: T, order: (a: T, b: T) => number) =>
  (list ?? []).includes(item) ? (list ?? []).filter((other) => other !== item) : [...(list ?? []), item].sort(order);

export function toggleUf(filters: ShopFilters, uf: string): ShopFilters {
  return compact({ ...filters, ufs: toggled(filters.ufs, uf, comparePtBr), page: 1 });
}

export function toggleCity(filters: ShopFilters, cityId: number): ShopFilters {
  return compact({ ...filters, cityIds: toggled(filters.cityIds, cityId, (a, b) => a - b), page: 1 });
}

/** Clears everything: /loja, page 1, relevance. */
export function resetFilters(): ShopFilters {
  return { ...DEFAULT_SHOP_FILTERS, subcategoryIds: [], attributeIds: [] };
}

/** Whether the 'Limpar filtros' button shows. */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return (
    filters.categorySlug !== undefined ||
    filters.search !== undefined ||
    filters.subcategoryIds.length > 0 ||
    filters.attributeIds.length > 0 ||
    filters.price !== undefined ||
    (filters.ufs?.length ?? 0) > 0 ||
    (filters.cityIds?.length ?? 0) > 0 ||
    Object.keys(filters.specs ?? {}).length > 0 ||
    filters.reduced === true
  );
}
