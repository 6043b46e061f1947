import { describe, expect, it } from 'vitest';
import type { SpecDefinition } from './spec-definition';
import { groupListingSpecs, headlineSpecLine, headlineSpecs, listingSpecs } from './spec-display';

const CARS = 'c0000000-0000-4000-8000-000000000001';
const BOATS = 'c0000000-0000-4000-8000-000000000002';
const SPORTS = 'd0000000-0000-4000-8000-000000000001';
const SUVS = 'd0000000-0000-4000-8000-000000000002';

let nextId = 0;
function definition(overrides: Partial<SpecDefinition> & Pick<SpecDefinition, 'key' | 'position'>): SpecDefinition {
  nextId += 1;
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    categoryId: CARS,
    subcategoryId: null,
    label: overrides.key,
    type: 'integer',
    unit: null,
    decimals: 0,
    min: null,
    max: null,
    required: false,
    filterable: false,
    sortable: false,
    headline: false,
    groupLabel: null,
    options: [],
    ...overrides,
  };
}

const DEFINITIONS = [
  definition({ key: 'potencia', label: 'Potência', unit: 'cv', position: 3, groupLabel: 'Motor', headline: true }),
  definition({ key: 'ano', label: 'Ano/modelo', type: 'year', position: 1, headline: true }),
  definition({ key: 'blindado', label: 'Blindado', type: 'boolean', position: 5, headline: true }),
  definition({ key: 'quilometragem', label: 'Quilometragem', unit: 'km', position: 2, headline: true }),
  definition({ key: 'cambio', label: 'Câmbio', type: 'option', position: 4, groupLabel: 'Motor', options: [{ value: 'automatico', label: 'Automático' }] }),
  definition({ key: 'tracao', label: 'Tração', type: 'text', position: 6, subcategoryId: SUVS }),
  definition({ key: 'ano', label: 'Ano', type: 'year', position: 1, categoryId: BOATS, headline: true }),
];

const car = {
  categoryId: CARS,
  subcategoryId: SPORTS,
  specs: { ano: 2021, quilometragem: 12000, potencia: 640, cambio: 'automatico', blindado: false, tracao: '4x4' },
};

const labels = (specs: { definition: SpecDefinition }[]) => specs.map((spec) => spec.definition.label);

describe('listingSpecs', () => {
  it("shows the category's definitions with a value, by position", () => {
    expect(labels(listingSpecs(DEFINITIONS, car))).toEqual(['Ano/modelo', 'Quilometragem', 'Potência', 'Câmbio', 'Blindado']);
  });

  it("shows a subcategory's definitions only in that subcategory", () => {
    expect(labels(listingSpecs(DEFINITIONS, { ...car, subcategoryId: SUVS }))).toContain('Tração');
    expect(labels(listingSpecs(DEFINITIONS, { ...car, subcategoryId: null }))).not.toContain('Tração');
  });

  it('shows nothing without a category, and skips keys without a definition', () => {
    expect(listingSpecs(DEFINITIONS, { ...car, categoryId: null })).toEqual([]);
    expect(labels(listingSpecs(DEFINITIONS, { categoryId: CARS, specs: { cor_interna: 'Caramelo', ano: 2020 } }))).toEqual(['Ano/modelo']);
  });
});

describe('groupListingSpecs', () => {
  it('groups under the definitions\' group labels, "Geral" when none, in the order of their first spec', () => {
    const groups = groupListingSpecs(DEFINITIONS, car);
    expect(groups.map((group) => [group.label, labels(group.specs)])).toEqual([
      ['Geral', ['Ano/modelo', 'Quilometragem', 'Blindado']],
      ['Motor', ['Potência', 'Câmbio']],
    ]);
    expect(groups[1].specs.map((spec) => spec.text.replace('\u00a0', ' '))).toEqual(['640 cv', 'Automático']);
  });
});

describe('headlineSpecs', () => {
  it('takes at most three headline specs of the listing\'s own category', () => {
    expect(labels(headlineSpecs(DEFINITIONS, car))).toEqual(['Ano/modelo', 'Quilometragem', 'Potência']);
    expect(labels(headlineSpecs(DEFINITIONS, { categoryId: BOATS, specs: { ano: 2019 } }))).toEqual(['Ano']);
  });

  it('fills in from the next headline spec when one has no value', () => {
    expect(labels(headlineSpecs(DEFINITIONS, { ...car, specs: { ano: 2021, potencia: 640, blindado: true } }))).toEqual([
      'Ano/modelo',
      'Potência',
      'Blindado',
    ]);
  });
});

describe('headlineSpecLine', () => {
  it("joins the headline values without labels, a yes/no spec by its label when yes", () => {
    const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');
    expect(nbsp(headlineSpecLine(DEFINITIONS, car))).toBe('2021 · 12.000 km · 640 cv');
    expect(headlineSpecLine(DEFINITIONS, { ...car, specs: { ano: 2021, blindado: true } })).toBe('2021 · Blindado');
    expect(headlineSpecLine(DEFINITIONS, { ...car, specs: { ano: 2021, blindado: false } })).toBe('2021');
    expect(headlineSpecLine(DEFINITIONS, { ...car, specs: {} })).toBe('');
  });

  it('names what a count without a unit counts, in the singular for one', () => {
    const cabins = [definition({ key: 'cabines', label: 'Cabines', position: 1, categoryId: BOATS, headline: true })];
    expect(headlineSpecLine(cabins, { categoryId: BOATS, specs: { cabines: 3 } })).toBe('3 cabines');
    expect(headlineSpecLine(cabins, { categoryId: BOATS, specs: { cabines: 1 } })).toBe('1 cabine');
  });
});
