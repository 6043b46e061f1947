import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_FILTERS } from './shop-filters';
import { isAlertFrequency, savedSearchCriteria, savedSearchHref, savedSearchName, SAVED_SEARCH_NAME_MAX } from './saved-searches';

describe('savedSearchName', () => {
  it('joins the active filters, the states together by their codes', () => {
    const labels = [
      { kind: 'category', label: 'Embarcações' },
      { kind: 'spec', label: '40–60 pés' },
      { kind: 'uf', label: 'SC' },
      { kind: 'uf', label: 'SP' },
    ];
    expect(savedSearchName(labels)).toBe('Embarcações · 40–60 pés · SC, SP');
  });

  it('names a search without filters, and cuts a long one to the limit', () => {
    expect(savedSearchName([])).toBe('Todos os produtos');
    const long = savedSearchName([{ kind: 'search', label: 'x'.repeat(300) }]);
    expect(long).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('savedSearchCriteria', () => {
  it("holds what the shop's RPCs read, without page or order", () => {
    const filters = { ...DEFAULT_SHOP_FILTERS, search: 'azimut', page: 3, sort: 'price-asc' as const, price: { max: 1000000 }, ufs: ['SC', 'SP'] };
    expect(savedSearchCriteria(filters, 'c1')).toEqual({
      search: 'azimut',
      category_id: 'c1',
      subcategory_ids: [],
      attribute_ids: [],
      filters: { price: { max: 1000000 }, uf: ['SC', 'SP'] },
    });
    expect(savedSearchCriteria(DEFAULT_SHOP_FILTERS, null)).toMatchObject({ search: null, category_id: null, filters: null });
  });

  it('knows the frequencies', () => {
    expect(['imediato', 'diario', 'semanal', 'nunca'].every(isAlertFrequency)).toBe(true);
    expect(isAlertFrequency('hourly')).toBe(false);
  });
});

describe('savedSearchHref', () => {
  it('reopens the path with its query, or the path alone', () => {
    expect(savedSearchHref({ path: '/loja/embarcacoes', query: 'comprimento=40-60&uf=SC,SP' })).toBe('/loja/embarcacoes?comprimento=40-60&uf=SC,SP');
    expect(savedSearchHref({ path: '/loja', query: '' })).toBe('/loja');
  });
});
