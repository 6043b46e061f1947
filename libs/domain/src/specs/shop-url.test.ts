import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopFilters, SpecFilters } from '../shop-filters';
import { filtersToSearch, isCanonicalSearch, parseShopSearch, type ShopSearch } from '../shop-search';
import { shopRpcFilters } from './shop-rpc-filters';
import { specSortOptions } from './shop-sort';
import { readTypedNumber, urlValue } from './shop-url';
import type { SpecDefinition } from './spec-definition';

const definition = (overrides: Partial<SpecDefinition> & Pick<SpecDefinition, 'key' | 'label' | 'type'>): SpecDefinition => ({
  id: overrides.key,
  categoryId: 'boats',
  subcategoryId: null,
  unit: null,
  decimals: 0,
  min: null,
  max: null,
  required: false,
  filterable: true,
  sortable: false,
  headline: false,
  position: 0,
  groupLabel: null,
  options: [],
  ...overrides,
});

const BOATS: SpecDefinition[] = [
  definition({ key: 'comprimento', label: 'Comprimento', type: 'number', unit: 'ft', decimals: 1, sortable: true, position: 2 }),
  definition({ key: 'ano', label: 'Ano', type: 'year', sortable: true, position: 1 }),
  definition({ key: 'cabines', label: 'Cabines', type: 'integer', position: 3 }),
  definition({
    key: 'motorizacao',
    label: 'Motorização',
    type: 'option',
    position: 4,
    options: [
      { value: 'diesel', label: 'Diesel' },
      { value: 'gasolina', label: 'Gasolina' },
      { value: 'eletrica', label: 'Elétrica' },
    ],
  }),
  definition({ key: 'itens', label: 'Itens', type: 'options', position: 5, options: [{ value: 'gerador', label: 'Gerador' }, { value: '2', label: 'Dois motores' }] }),
  definition({ key: 'financiado', label: 'Financiado', type: 'boolean', position: 6 }),
  definition({ key: 'estaleiro', label: 'Estaleiro', type: 'text', position: 7 }),
  definition({ key: 'horas', label: 'Horas de motor', type: 'integer', filterable: false, position: 8 }),
];

const EMPTY: ShopFilters = { subcategoryIds: [], attributeIds: [], page: 1, sort: 'relevance' };

/** What a router that JSON-parses search values (TanStack's default) reads from a query string. */
function routerRead(query: string): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const [key, text] of new URLSearchParams(query)) {
    let value: unknown = text;
    try {
      if (/^(?:\s|["[{\d-]|fa|nu|tr)/.test(text)) value = JSON.parse(text);
    } catch {
      value = text;
    }
    read[key] = key in read ? [read[key], value].flat() : value;
  }
  return read;
}

/** What such a router writes for a search object. */
function routerWrite(search: ShopSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    let text = String(value);
    if (typeof value === 'string' && /^(?:\s|["[{\d-]|fa|nu|tr)/.test(value)) {
      try {
        JSON.parse(value);
        text = JSON.stringify(value);
      } catch {
        text = value;
      }
    }
    params.set(key, text);
  }
  return params.toString();
}

const canonical = (query: string, definitions = BOATS) => filtersToSearch(parseShopSearch(routerRead(query), definitions));

describe('the shop URL contract', () => {
  it("reads the issue's examples and writes them back as they are", () => {
    const boats = '/loja/embarcacoes?comprimento=40-60&ano=2018-&uf=SC,SP';
    const filters = parseShopSearch(routerRead(boats.split('?')[1]), BOATS);
    expect(filters).toEqual({ ...EMPTY, ufs: ['SC', 'SP'], specs: { ano: { min: 2018 }, comprimento: { min: 40, max: 60 } } });
    expect(routerWrite(filtersToSearch(filters))).toBe('ano=2018-&comprimento=40-60&uf=SC%2CSP');

    const cars = [definition({ key: 'quilometragem', label: 'Quilometragem', type: 'integer', unit: 'km', sortable: true })];
    const carFilters = parseShopSearch(routerRead('quilometragem=-30000&preco=-2000000'), cars);
    expect(carFilters).toEqual({ ...EMPTY, price: { max: 2_000_000 }, specs: { quilometragem: { max: 30_000 } } });
    expect(filtersToSearch(carFilters)).toEqual({ preco: -2_000_000, quilometragem: -30_000 });
    expect(shopRpcFilters(carFilters)).toEqual({ price: { max: 2_000_000 }, specs: { quilometragem: { max: 30_000 } } });
  });

  it("drops a boolean whose word is one of an object's own names instead of reading the prototype", () => {
    for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const key of ['financiado', 'motorizacao', 'itens', 'ano', 'uf', 'cidade', 'sort', 'preco']) {
        expect(parseShopSearch(routerRead(`${key}=${word}`), BOATS)).toStrictEqual(EMPTY);
      }
    }
  });

  it('reads options, booleans, cities and spec sorts, in the canonical order and form', () => {
    const query = 'sort=comprimento-desc&cidade=4205407,3550308,4205407,12&financiado=sim&motorizacao=gasolina,DIESEL,vela&itens=2';
    expect(canonical(query)).toEqual({
      financiado: 'sim',
      itens: 2,
      motorizacao: 'diesel,gasolina',
      cidade: '3550308,4205407',
      sort: 'comprimento-desc',
    });
    expect(shopRpcFilters(parseShopSearch(routerRead(query), BOATS))).toEqual({
      city: [3550308, 4205407],
      specs: { financiado: true, itens: ['2'], motorizacao: ['diesel', 'gasolina'] },
    });
    expect(shopRpcFilters(EMPTY)).toBeNull();
  });

  it('drops unknown keys, malformed values, text and unfilterable specs, and sorts by no unsortable spec', () => {
    const query = 'foo=1&ano=abc&comprimento=1-2-3&cabines=x-&financiado=talvez&estaleiro=azimut&horas=-100&uf=XX,sc&sort=cabines-asc&motorizacao=vela';
    expect(canonical(query)).toEqual({ uf: 'SC' });
    expect(canonical('sort=nada-desc')).toEqual({});
    // Without a category there are no definitions: no spec filter at all.
    expect(canonical('ano=2018-', [])).toEqual({});
  });

  it('reads a lone number as that value, swaps reversed bounds, keeps bounds to the definition\'s places', () => {
    expect(canonical('ano=2020')).toEqual({ ano: '2020-2020' });
    expect(canonical('ano=2022-2018')).toEqual({ ano: '2018-2022' });
    expect(canonical('ano=2018.5-2020.5')).toEqual({ ano: '2019-2020' });
    expect(canonical('comprimento=40.25-60.27')).toEqual({ comprimento: '40.3-60.2' });
    expect(canonical('preco=0.001-')).toEqual({ preco: '0.01-' });
    expect(canonical('preco=10000000000000-')).toEqual({});
  });

  it('reads the form\'s pt-BR typed fields and writes plain numbers', () => {
    const form = new URLSearchParams({ 'preco.min': '1.250.000', 'preco.max': '', 'comprimento.min': '13,7', 'comprimento.max': '45', 'ano.min': '', 'ano.max': '' });
    expect(canonical(form.toString())).toEqual({ preco: '1250000-', comprimento: '13.7-45' });
    // The typed fields win over the range parameter: an emptied pair removes the filter.
    expect(canonical('ano=2018-&ano.min=&ano.max=')).toEqual({});
    // Checkboxes repeat their name.
    expect(canonical('motorizacao=gasolina&motorizacao=diesel&uf=SP&uf=RJ')).toEqual({ motorizacao: 'diesel,gasolina', uf: 'RJ,SP' });
  });

  it('reads numbers as a person in Brazil types them', () => {
    expect(readTypedNumber('1.250.000')).toBe(1_250_000);
    expect(readTypedNumber('30.000')).toBe(30_000);
    expect(readTypedNumber('R$ 1.250.000,50')).toBe(1_250_000.5);
    expect(readTypedNumber('13,7')).toBe(13.7);
    expect(readTypedNumber('13.7')).toBe(13.7);
    expect(readTypedNumber('1.25.0')).toBeNull();
    expect(readTypedNumber('-5')).toBeNull();
    expect(readTypedNumber('')).toBeNull();
  });

  it('gives a router number-looking values as numbers, so they are written plainly', () => {
    expect(urlValue('-30000')).toBe(-30_000);
    expect(urlValue('2018-')).toBe('2018-');
    expect(urlValue('-0')).toBe('-0');
    expect(urlValue('sim')).toBe('sim');
  });

  it('labels the sorts of the sortable specs from their definitions', () => {
    expect(specSortOptions([...BOATS, definition({ key: 'area', label: 'Área privativa', type: 'number', sortable: true, position: 9 })])).toEqual([
      { value: 'ano-desc', label: 'Ano: mais novo' },
      { value: 'ano-asc', label: 'Ano: mais antigo' },
      { value: 'comprimento-asc', label: 'Menor comprimento' },
      { value: 'comprimento-desc', label: 'Maior comprimento' },
      { value: 'area-asc', label: 'Menor área privativa' },
      { value: 'area-desc', label: 'Maior área privativa' },
    ]);
  });

  it('judges a URL canonical only in the canonical order and form, campaign tags aside', () => {
    const wanted = canonical('ano=2018-&uf=SC,SP');
    expect(isCanonicalSearch(routerRead('ano=2018-&uf=SC%2CSP'), wanted)).toBe(true);
    expect(isCanonicalSearch(routerRead('ano=2018-&uf=SC,SP&utm_source=news'), wanted)).toBe(true);
    expect(isCanonicalSearch(routerRead('uf=SC,SP&ano=2018-'), wanted)).toBe(false);
    expect(isCanonicalSearch(routerRead('ano=2018-&uf=SC&uf=SP'), wanted)).toBe(false);
    expect(isCanonicalSearch(routerRead('ano=2018-&uf=SC,SP&foo=1'), wanted)).toBe(false);
  });
});

const bound = (decimals: number) => fc.integer({ min: 0, max: 10 ** (7 + decimals) }).map((n) => n / 10 ** decimals);
const range = (decimals: number) =>
  fc
    .record({ min: bound(decimals), max: bound(decimals) }, { requiredKeys: [], noNullPrototype: true })
    .filter((r) => r.min !== undefined || r.max !== undefined)
    .map((r) => (r.min !== undefined && r.max !== undefined && r.min > r.max ? { min: r.max, max: r.min } : r));
const optionsOf = (key: string) => {
  const values = BOATS.find((d) => d.key === key)!.options.map((o) => o.value);
  return fc.subarray(values, { minLength: 1 });
};

const specFilters: fc.Arbitrary<SpecFilters> = fc.record(
  {
    ano: range(0),
    comprimento: range(1),
    cabines: range(0),
    motorizacao: optionsOf('motorizacao'),
    itens: optionsOf('itens'),
    financiado: fc.boolean(),
  },
  { requiredKeys: [], noNullPrototype: true },
);

const typedFilters: fc.Arbitrary<ShopFilters> = fc
  .record(
    {
      search: fc.string({ minLength: 1, maxLength: 30 }).map((s) => s.trim()).filter((s) => s !== ''),
      page: fc.integer({ min: 1, max: 500 }),
      sort: fc.constantFrom('relevance', 'price-asc', 'newest', 'ano-desc', 'comprimento-asc'),
      price: range(2),
      ufs: fc.subarray(['RJ', 'SC', 'SP'], { minLength: 1 }),
      cityIds: fc.uniqueArray(fc.integer({ min: 1_000_000, max: 5_999_999 }), { minLength: 1, maxLength: 4 }).map((ids) => ids.sort((a, b) => a - b)),
      specs: specFilters.filter((specs) => Object.keys(specs).length > 0),
    },
    { requiredKeys: ['page', 'sort'], noNullPrototype: true },
  )
  .map((filters) => ({ subcategoryIds: [], attributeIds: [], ...filters }) as ShopFilters);

/** The filters with their spec keys in the order the parser gives them, so objects compare exactly. */
const ordered = (filters: ShopFilters): ShopFilters =>
  filters.specs ? { ...filters, specs: Object.fromEntries(Object.entries(filters.specs).sort(([a], [b]) => (a < b ? -1 : 1))) } : filters;

describe('URL contract properties', () => {
  it('parse(serialise(filters)) gives the filters back, through a router that JSON-parses values', () => {
    fc.assert(
      fc.property(typedFilters, (filters) => {
        const query = routerWrite(filtersToSearch(filters));
        expect(parseShopSearch(routerRead(query), BOATS)).toStrictEqual(ordered(filters));
      }),
    );
  });

  it('the canonical form of any query is canonical: the router reads it back as itself, and canonicalising again changes nothing', () => {
    const noise = fc.dictionary(
      fc.constantFrom('ano', 'comprimento', 'cabines', 'motorizacao', 'itens', 'financiado', 'preco', 'uf', 'cidade', 'sort', 'page', 'foo', 'ano.min', 'preco.max'),
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('2018-', '-30000', '40-60', 'sim', 'nao', 'diesel,eletrica', 'SC,sp', '4205407', '1.250.000', '13,7', 'ano-desc', '__proto__', 'constructor')),
    );
    fc.assert(
      fc.property(noise, (raw) => {
        const query = new URLSearchParams(raw).toString();
        const once = canonical(query);
        const read = routerRead(routerWrite(once));
        expect(isCanonicalSearch(read, once)).toBe(true);
        expect(filtersToSearch(parseShopSearch(read, BOATS))).toStrictEqual(once);
      }),
    );
  });
});
