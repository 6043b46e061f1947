import {
  resolveCategory,
  selectCategory,
  setSearch,
  toggleAttribute,
  toggleSubcategory,
  type AttributesBySubcategory,
  type Category,
  type CatalogueFacets,
  type ShopFilters,
  type Subcategory,
} from '@oneboss/domain';

type CountById = ReadonlyMap<string, number>;

export interface FacetCounts {
  categories: CountById;
  subcategories: CountById;
  attributes: CountById;
}

const toMap = (counts: CatalogueFacets['categories']) => new Map(counts.map(({ id, count }) => [id, count]));

export function facetCounts(facets: CatalogueFacets | undefined): FacetCounts {
  return {
    categories: toMap(facets?.categories ?? []),
    subcategories: toMap(facets?.subcategories ?? []),
    attributes: toMap(facets?.attributes ?? []),
  };
}

/** Subcategory id → its attribute ids, which deselecting the subcategory also removes. */
export function attributesBySubcategory(tree: readonly Category[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const category of tree) {
    for (const subcategory of category.subcategories ?? []) {
      map.set(subcategory.id, (subcategory.attributes ?? []).map((attribute) => attribute.id));
    }
  }
  return map;
}

export interface ActiveFilterChip {
  key: string;
  label: string;
  kind: 'category' | 'search' | 'subcategory' | 'attribute';
  id: string;
}

/** The 'Filtros Ativos:' list: category, search term, then each subcategory and attribute by name. */
export function activeFilterChips(filters: ShopFilters, tree: readonly Category[]): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  const category = filters.categorySlug ? resolveCategory(filters.categorySlug, tree) : null;
  if (category) chips.push({ key: `category:${category.id}`, kind: 'category', id: category.id, label: category.name });
  if (filters.search) chips.push({ key: 'search', kind: 'search', id: filters.search, label: `Busca: "${filters.search}"` });

  const subcategories: Subcategory[] = tree.flatMap((c) => c.subcategories ?? []);
  for (const id of filters.subcategoryIds) {
    const subcategory = subcategories.find((s) => s.id === id);
    if (subcategory) chips.push({ key: `subcategory:${id}`, kind: 'subcategory', id, label: subcategory.name });
  }
  const attributes = subcategories.flatMap((s) => s.attributes ?? []);
  for (const id of filters.attributeIds) {
    const attribute = attributes.find((a) => a.id === id);
    if (attribute) chips.push({ key: `attribute:${id}`, kind: 'attribute', id, label: attribute.name });
  }
  return chips;
}

/** The filters once a chip is removed: the same change as deselecting its filter in the sidebar or clearing the search. */
export function withoutChip(filters: ShopFilters, chip: ActiveFilterChip, attributeMap: AttributesBySubcategory): ShopFilters {
  switch (chip.kind) {
    case 'category':
      return selectCategory(filters, null);
    case 'search':
      return setSearch(filters, '');
    case 'subcategory':
      return toggleSubcategory(filters, chip.id, attributeMap);
    case 'attribute':
      return toggleAttribute(filters, chip.id);
  }
}

/** '1 produto encontrado', '{n} produtos encontrados'. */
export function resultCountLine(total: number): string {
  return total === 1 ? '1 produto encontrado' : `${total.toLocaleString('pt-BR')} produtos encontrados`;
}
