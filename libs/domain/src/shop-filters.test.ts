import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  resetFilters,
  selectCategory,
  setSearch,
  setSort,
  toggleAttribute,
  toggleSubcategory,
} from './shop-filter-transitions';
import { DEFAULT_SHOP_FILTERS, type ShopFilters, SORT_OPTIONS } from './shop-filters';

const SUB_A = '11111111-1111-4111-8111-111111111111';
const SUB_B = '22222222-2222-4222-8222-222222222222';
const ATTR_A1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const ATTR_A2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const ATTR_B1 = 'bbbbbbbb-0000-4000-8000-000000000001';
const attributesBySubcategory = { [SUB_A]: [ATTR_A1, ATTR_A2], [SUB_B]: [ATTR_B1] };

const busy: ShopFilters = {
  categorySlug: 'relogios',
  search: 'ouro',
  subcategoryIds: [SUB_A, SUB_B],
  attributeIds: [ATTR_A1, ATTR_B1],
  page: 3,
  sort: 'price-asc',
};

describe('shop filter transitions', () => {
  it('selecting a category clears subcategories and attributes and resets the page', () => {
    expect(selectCategory(busy, 'imoveis')).toEqual({
      categorySlug: 'imoveis',
      search: 'ouro',
      subcategoryIds: [],
      attributeIds: [],
      page: 1,
      sort: 'price-asc',
    });
  });

  it('deselecting a category returns to all products', () => {
    const filters = selectCategory(busy, null);
    expect(filters).not.toHaveProperty('categorySlug');
  });

  it('toggling a subcategory on adds it and resets the page', () => {
    const filters = toggleSubcategory({ ...busy, subcategoryIds: [SUB_B] }, SUB_A, attributesBySubcategory);
    expect(filters.subcategoryIds).toEqual([SUB_B, SUB_A]);
    expect(filters.attributeIds).toEqual([ATTR_A1, ATTR_B1]);
    expect(filters.page).toBe(1);
  });

  it('deselecting a subcategory removes its attributes, from a map or a record', () => {
    for (const map of [attributesBySubcategory, new Map(Object.entries(attributesBySubcategory))]) {
      const filters = toggleSubcategory(busy, SUB_A, map);
      expect(filters.subcategoryIds).toEqual([SUB_B]);
      expect(filters.attributeIds).toEqual([ATTR_B1]);
      expect(filters.page).toBe(1);
    }
  });

  it('toggles attributes and resets the page', () => {
    expect(toggleAttribute(busy, ATTR_A2)).toMatchObject({ attributeIds: [ATTR_A1, ATTR_B1, ATTR_A2], page: 1 });
    expect(toggleAttribute(busy, ATTR_A1)).toMatchObject({ attributeIds: [ATTR_B1], page: 1 });
  });

  it('a search change resets the page; a blank term clears it', () => {
    expect(setSearch(busy, '  lancha ')).toMatchObject({ search: 'lancha', page: 1 });
    expect(setSearch(busy, '   ')).not.toHaveProperty('search');
  });

  it('a new sort order starts at page 1', () => {
    expect(setSort(busy, 'newest')).toMatchObject({ sort: 'newest', page: 1 });
    expect(setSort(busy, 'price-asc')).toMatchObject({ sort: 'price-asc', page: 3 });
  });

  it('reset clears everything', () => {
    expect(resetFilters()).toEqual({ subcategoryIds: [], attributeIds: [], page: 1, sort: 'relevance' });
    expect(hasActiveFilters(resetFilters())).toBe(false);
    expect(hasActiveFilters(busy)).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SHOP_FILTERS, attributeIds: [ATTR_A1] })).toBe(true);
    // "Preço reduzido" alone is a filter to clear and a search worth saving.
    expect(hasActiveFilters({ ...DEFAULT_SHOP_FILTERS, reduced: true })).toBe(true);
  });

  it('never mutates the filters it is given', () => {
    const frozen = Object.freeze({ ...busy, subcategoryIds: Object.freeze([...busy.subcategoryIds]) }) as ShopFilters;
    toggleSubcategory(frozen, SUB_A, attributesBySubcategory);
    toggleAttribute(frozen, ATTR_A1);
    expect(frozen.subcategoryIds).toEqual([SUB_A, SUB_B]);
  });

  it('offers the four sort options with their labels', () => {
    expect(SORT_OPTIONS.map((o) => `${o.value}:${o.label}`)).toEqual([
      'relevance:Relevância',
      'price-asc:Menor preço',
      'price-desc:Maior preço',
      'newest:Mais recentes',
    ]);
  });
});
