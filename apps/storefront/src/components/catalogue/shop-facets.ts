import {
  BRAZILIAN_STATES,
  formatPtBrNumber,
  isRangeSpec,
  resolveCategory,
  selectCategory,
  setPriceRange,
  setSearch,
  setSpecFilter,
  toggleAttribute,
  toggleCity,
  toggleSubcategory,
  toggleUf,
  type AttributesBySubcategory,
  type Category,
  type CatalogueFacets,
  type ShopFacets,
  type ShopFilters,
  type SpecDefinition,
  type SpecFilter,
  type Subcategory,
} from '@oneboss/domain';
import { rangeText } from './filter-values';

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
  kind: 'category' | 'search' | 'subcategory' | 'attribute' | 'price' | 'reduced' | 'spec' | 'uf' | 'city';
  id: string;
}

/** A specification filter as a chip reads it: "Ano: a partir de 2018", "Motorização: Diesel, Gasolina". */
function specChipLabel(definition: SpecDefinition, filter: SpecFilter): string {
  if (typeof filter === 'boolean') return `${definition.label}: ${filter ? 'Sim' : 'Não'}`;
  if (Array.isArray(filter)) {
    const labels = new Map(definition.options.map((option) => [option.value, option.label]));
    return `${definition.label}: ${filter.map((value) => labels.get(value) ?? value).join(', ')}`;
  }
  return `${definition.label}: ${isRangeSpec(definition) ? rangeText(filter, { kind: 'spec', definition }) : ''}`;
}

const STATE_NAMES = new Map<string, string>(BRAZILIAN_STATES.map((state) => [state.code, state.name]));

/** Chips of the price, 'Preço reduzido', specification, UF and city filters. */
function typedChips(filters: ShopFilters, specs: readonly SpecDefinition[], facets: ShopFacets | undefined): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  if (filters.price) chips.push({ key: 'price', kind: 'price', id: 'preco', label: `Preço: ${rangeText(filters.price, { kind: 'price' })}` });
  if (filters.reduced) chips.push({ key: 'reduced', kind: 'reduced', id: 'reduzido', label: 'Preço reduzido' });
  for (const definition of [...specs].sort((a, b) => a.position - b.position)) {
    const filter = filters.specs?.[definition.key];
    if (filter !== undefined) chips.push({ key: `spec:${definition.key}`, kind: 'spec', id: definition.key, label: specChipLabel(definition, filter) });
  }
  for (const uf of filters.ufs ?? []) chips.push({ key: `uf:${uf}`, kind: 'uf', id: uf, label: STATE_NAMES.get(uf) ?? uf });
  const cities = new Map((facets?.cities ?? []).map((city) => [city.id, `${city.name} - ${city.uf}`]));
  for (const id of filters.cityIds ?? []) chips.push({ key: `city:${id}`, kind: 'city', id: String(id), label: cities.get(id) ?? `Cidade ${id}` });
  return chips;
}

/**
 * The 'Filtros Ativos:' list: category, search term, each subcategory and attribute by name, then
 * price, specifications (in their display order), UFs and cities.
 */
export function activeFilterChips(
  filters: ShopFilters,
  tree: readonly Category[],
  specs: readonly SpecDefinition[] = [],
  facets?: ShopFacets,
): ActiveFilterChip[] {
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
  return [...chips, ...typedChips(filters, specs, facets)];
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
    case 'price':
      return setPriceRange(filters, null);
    case 'reduced': {
      const next = { ...filters, page: 1 };
      delete next.reduced;
      return next;
    }
    case 'spec':
      return setSpecFilter(filters, chip.id, null);
    case 'uf':
      return toggleUf(filters, chip.id);
    case 'city':
      return toggleCity(filters, Number(chip.id));
  }
}

/** A count as the shop shows every count: pt-BR digits ("27.000"). */
export const formatCount = (count: number) => formatPtBrNumber(count);

/** '1 produto encontrado', '{n} produtos encontrados'. */
export function resultCountLine(total: number): string {
  return total === 1 ? '1 produto encontrado' : `${formatCount(total)} produtos encontrados`;
}
