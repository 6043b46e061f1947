import { filtersToSearch, isCanonicalSearch, parseShopSearch, type SpecDefinition } from '@oneboss/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRouterSearch, stringifyRouterSearch } from '../router-search';
import { shopFilters, validateShopSearch } from './shop-search';

const sub = '11111111-1111-4111-8111-111111111111';

const spec = (key: string, type: SpecDefinition['type'], extra: Partial<SpecDefinition> = {}): SpecDefinition => ({
  id: key,
  categoryId: 'boats',
  subcategoryId: null,
  key,
  label: key,
  type,
  unit: null,
  decimals: 0,
  min: null,
  max: null,
  required: false,
  filterable: true,
  sortable: true,
  headline: false,
  position: 0,
  groupLabel: null,
  options: [],
  ...extra,
});

const BOATS = [
  spec('comprimento', 'number', { decimals: 1, unit: 'ft' }),
  spec('ano', 'year'),
  spec('motorizacao', 'option', { options: [{ value: 'diesel', label: 'Diesel' }, { value: 'gasolina', label: 'Gasolina' }] }),
  spec('blindado', 'boolean', { sortable: false }),
];

/** The canonical query of a query string, read as the router reads it. */
const canonicalQuery = (query: string) => stringifyRouterSearch(filtersToSearch(shopFilters(parseRouterSearch(query), 'embarcacoes', BOATS)));

describe('validateShopSearch', () => {
  it('hands the search over as read, so the router never answers a half-normalised 307 before the loader answers 301', () => {
    const read = parseRouterSearch('?uf=sc&uf=SP&ano=2018-&foo=1&page=abc');
    expect(validateShopSearch(read)).toBe(read);
  });

  it('lets the path category win over the query', () => {
    expect(shopFilters({ category: 'imoveis' }, 'veiculos').categorySlug).toBe('veiculos');
    expect(shopFilters({ category: 'imoveis' }).categorySlug).toBe('imoveis');
  });

  it('reads a subcategory list and drops what is not valid', () => {
    expect(shopFilters(parseRouterSearch(`?subcategories=${sub},not-an-id&page=0&sort=cheapest`))).toEqual(parseShopSearch({ subcategories: sub }));
  });
});

describe('the router and the URL contract', () => {
  it('writes the issue examples as written', () => {
    expect(canonicalQuery('?comprimento=40-60&ano=2018-&uf=SC,SP')).toBe('?ano=2018-&comprimento=40-60&uf=SC,SP');
    expect(stringifyRouterSearch(filtersToSearch(shopFilters(parseRouterSearch('?preco=-2000000'))))).toBe('?preco=-2000000');
  });

  it("keeps the form's typed numbers as typed: '30.000' is thirty thousand", () => {
    expect(parseRouterSearch('?ano.max=30.000&preco.min=1.500&ano=2018')).toEqual({ 'ano.max': '30.000', 'preco.min': '1.500', ano: 2018 });
    expect(canonicalQuery('?preco.min=1.500&preco.max=&comprimento.min=13,7&comprimento.max=')).toBe('?preco=1500-&comprimento=13.7-');
  });

  it('any query canonicalises to a URL the router reads back as canonical: one 301, never a loop', () => {
    const value = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('2018-', '-30000', '40-60', 'sim', 'nao', 'diesel,gasolina', 'SC,sp', '4205407', '1.250.000', '13,7', '-0', 'ano-desc'));
    const key = fc.constantFrom('ano', 'comprimento', 'motorizacao', 'blindado', 'preco', 'uf', 'cidade', 'sort', 'page', 'search', 'foo', 'ano.min', 'preco.max');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), (pairs) => {
        const landed = parseRouterSearch(canonicalQuery(`?${new URLSearchParams(pairs).toString()}`));
        const canonical = filtersToSearch(shopFilters(landed, 'embarcacoes', BOATS));
        expect(isCanonicalSearch(landed, canonical)).toBe(true);
      }),
    );
  });
});
