import type { Category, ShopFacets, ShopFilters, SpecDefinition } from '@oneboss/domain';
import { describe, expect, it } from 'vitest';
import { activeFilterChips, attributesBySubcategory, facetCounts, resultCountLine, withoutChip } from './shop-facets';

const ids = {
  cars: '11111111-1111-4111-8111-111111111111',
  sports: '22222222-2222-4222-8222-222222222222',
  red: '33333333-3333-4333-8333-333333333333',
  blue: '44444444-4444-4444-8444-444444444444',
};

const tree: Category[] = [
  {
    id: ids.cars,
    name: 'Automóveis',
    value: 'automoveis',
    subcategories: [
      {
        id: ids.sports,
        categoryId: ids.cars,
        name: 'Esportivos',
        type: 'esportivos',
        attributes: [
          { id: ids.red, subcategoryId: ids.sports, name: 'Vermelho' },
          { id: ids.blue, subcategoryId: ids.sports, name: 'Azul' },
        ],
      },
    ],
  },
];

describe('shop facets', () => {
  it('indexes the server counts by id', () => {
    const counts = facetCounts({ categories: [{ id: ids.cars, count: 7 }], subcategories: [], attributes: [{ id: ids.red, count: 2 }] });
    expect(counts.categories.get(ids.cars)).toBe(7);
    expect(counts.attributes.get(ids.red)).toBe(2);
    expect(counts.subcategories.size).toBe(0);
    expect(facetCounts(undefined).categories.size).toBe(0);
  });

  it('maps each subcategory to its attributes', () => {
    expect(attributesBySubcategory(tree).get(ids.sports)).toEqual([ids.red, ids.blue]);
  });

  it('names every active filter, with the category resolved from an old slug', () => {
    const chips = activeFilterChips(
      { categorySlug: 'veiculos', search: 'ferrari', subcategoryIds: [ids.sports], attributeIds: [ids.blue], page: 2, sort: 'newest' },
      tree,
    );
    expect(chips.map((chip) => chip.label)).toEqual(['Automóveis', 'Busca: "ferrari"', 'Esportivos', 'Azul']);
  });

  it('removes one chip’s filter as deselecting it would, back to page 1 with the sort kept', () => {
    const filters: ShopFilters = { categorySlug: 'automoveis', search: 'ferrari', subcategoryIds: [ids.sports], attributeIds: [ids.red], page: 3, sort: 'newest' };
    const [category, search, subcategory, attribute] = activeFilterChips(filters, tree);
    const map = attributesBySubcategory(tree);
    expect(withoutChip(filters, category, map)).toEqual({ search: 'ferrari', subcategoryIds: [], attributeIds: [], page: 1, sort: 'newest' });
    expect(withoutChip(filters, search, map)).toEqual({ categorySlug: 'automoveis', subcategoryIds: [ids.sports], attributeIds: [ids.red], page: 1, sort: 'newest' });
    // A subcategory takes its attributes with it.
    expect(withoutChip(filters, subcategory, map)).toEqual({ categorySlug: 'automoveis', search: 'ferrari', subcategoryIds: [], attributeIds: [], page: 1, sort: 'newest' });
    expect(withoutChip(filters, attribute, map)).toEqual({
      categorySlug: 'automoveis',
      search: 'ferrari',
      subcategoryIds: [ids.sports],
      attributeIds: [],
      page: 1,
      sort: 'newest',
    });
  });

  it('names the price, specification, UF and city filters, and removes each alone', () => {
    const spec = (key: string, label: string, type: SpecDefinition['type'], extra: Partial<SpecDefinition>): SpecDefinition => ({
      ...{ id: key, categoryId: ids.cars, subcategoryId: null, key, label, type, unit: null, decimals: 0, min: null, max: null, required: false },
      ...{ filterable: true, sortable: false, headline: false, position: 0, groupLabel: null, options: [] },
      ...extra,
    });
    const specs = [
      spec('quilometragem', 'Quilometragem', 'integer', { unit: 'km', position: 2 }),
      spec('ano', 'Ano', 'year', { position: 1 }),
      spec('combustivel', 'Combustível', 'option', { position: 3, options: [{ value: 'diesel', label: 'Diesel' }, { value: 'gasolina', label: 'Gasolina' }] }),
      spec('blindado', 'Blindado', 'boolean', { position: 4 }),
      spec('condominio', 'Condomínio', 'number', { unit: 'brl_month', position: 5 }),
    ];
    const facets = { cities: [{ id: 3550308, name: 'São Paulo', uf: 'SP', count: 3 }] } as ShopFacets;
    const filters: ShopFilters = {
      ...{ categorySlug: 'automoveis', subcategoryIds: [], attributeIds: [], page: 2, sort: 'newest' },
      ...{ price: { max: 2_000_000 }, ufs: ['SC', 'SP'], cityIds: [3550308, 4205407] },
      specs: { ano: { min: 2018 }, blindado: true, combustivel: ['diesel', 'gasolina'], condominio: { min: 1000, max: 3500 }, quilometragem: { max: 30_000 } },
    };
    const chips = activeFilterChips(filters, tree, specs, facets);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Automóveis',
      'Preço: até R$ 2.000.000',
      'Ano: a partir de 2018',
      'Quilometragem: até 30.000 km',
      'Combustível: Diesel, Gasolina',
      'Blindado: Sim',
      'Condomínio: R$ 1.000/mês a R$ 3.500/mês',
      'Santa Catarina',
      'São Paulo',
      'São Paulo - SP',
      'Cidade 4205407',
    ]);
    const map = attributesBySubcategory(tree);
    const without = (label: string) => withoutChip(filters, chips.find((chip) => chip.label === label)!, map);
    expect(without('Preço: até R$ 2.000.000').price).toBeUndefined();
    expect(without('Ano: a partir de 2018').specs).not.toHaveProperty('ano');
    expect(without('Santa Catarina').ufs).toEqual(['SP']);
    expect(without('Cidade 4205407')).toMatchObject({ cityIds: [3550308], page: 1 });
    // A category's specifications go with it.
    expect(without('Automóveis')).not.toHaveProperty('specs');
  });

  it('has no chips without filters', () => {
    expect(activeFilterChips({ subcategoryIds: [], attributeIds: [], page: 1, sort: 'relevance' }, tree)).toEqual([]);
  });

  it('words the result count in the singular and plural', () => {
    expect(resultCountLine(1)).toBe('1 produto encontrado');
    expect(resultCountLine(0)).toBe('0 produtos encontrados');
    expect(resultCountLine(1234)).toBe('1.234 produtos encontrados');
  });
});
