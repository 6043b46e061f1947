import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpecDefinition } from './spec-definition';
import { SPEC_TEXT_MAX_LENGTH, applicableSpecDefinitions, parseSpecValue, specValueToInput, specValuesSchema } from './spec-schema';

const BOATS = 'c0000000-0000-4000-8000-000000000001';
const CARS = 'c0000000-0000-4000-8000-000000000002';
const YACHTS = 'd0000000-0000-4000-8000-000000000001';

function definition(overrides: Partial<SpecDefinition>): SpecDefinition {
  return {
    id: `id-${overrides.key ?? 'x'}`,
    categoryId: BOATS,
    subcategoryId: null,
    key: 'x',
    label: 'X',
    type: 'text',
    unit: null,
    decimals: 0,
    min: null,
    max: null,
    required: false,
    filterable: false,
    sortable: false,
    headline: false,
    position: 0,
    groupLabel: null,
    options: [],
    ...overrides,
  };
}

const length = definition({ key: 'comprimento', label: 'Comprimento', type: 'number', unit: 'ft', decimals: 1, min: 10, max: 400, required: true, position: 2 });
const year = definition({ key: 'ano', label: 'Ano', type: 'year', min: 1950, max: 2030, position: 1 });
const cabins = definition({ key: 'cabines', label: 'Cabines', type: 'integer', min: 0, max: 20, position: 3 });
const hull = definition({
  key: 'tipo_casco',
  label: 'Tipo de casco',
  type: 'option',
  position: 4,
  options: [
    { value: 'monocasco', label: 'Monocasco' },
    { value: 'catamara', label: 'Catamarã' },
  ],
});
const extras = definition({
  key: 'itens',
  label: 'Itens',
  type: 'options',
  position: 5,
  options: [
    { value: 'gerador', label: 'Gerador' },
    { value: 'ar', label: 'Ar-condicionado' },
    { value: 'radar', label: 'Radar' },
  ],
});
const armoured = definition({ key: 'blindado', label: 'Blindado', type: 'boolean', categoryId: CARS });
const builder = definition({ key: 'estaleiro', label: 'Estaleiro', type: 'text', position: 6 });
const flybridge = definition({ key: 'flybridge', label: 'Flybridge', type: 'boolean', subcategoryId: YACHTS, position: 0 });
const BOAT_DEFINITIONS = [length, year, cabins, hull, extras, builder];

const ok = (value: unknown) => ({ ok: true, value });

describe('parseSpecValue', () => {
  it('reads numbers typed the pt-BR way or given as numbers', () => {
    expect(parseSpecValue(length, '45,5')).toEqual(ok(45.5));
    expect(parseSpecValue(length, 45.5)).toEqual(ok(45.5));
    expect(parseSpecValue(year, '2019')).toEqual(ok(2019));
    expect(parseSpecValue(cabins, '3')).toEqual(ok(3));
  });

  it('names the label, the bound and its unit when a value is out of range', () => {
    expect(parseSpecValue(length, '5')).toEqual({ ok: false, message: 'Comprimento: o mínimo é 10 pés.' });
    expect(parseSpecValue(length, '1.000')).toEqual({ ok: false, message: 'Comprimento: o máximo é 400 pés.' });
    expect(parseSpecValue(year, 1900)).toEqual({ ok: false, message: 'Ano: o mínimo é 1950.' });
  });

  it('refuses too many decimals, broken integers and years, and text that is no number', () => {
    expect(parseSpecValue(length, '45,25')).toEqual({ ok: false, message: 'Comprimento: no máximo 1 casa decimal.' });
    expect(parseSpecValue(cabins, '2,5')).toEqual({ ok: false, message: 'Cabines: informe um número inteiro.' });
    expect(parseSpecValue(year, '19')).toEqual({ ok: false, message: 'Ano: informe o ano com quatro dígitos.' });
    expect(parseSpecValue(length, 'quarenta')).toEqual({ ok: false, message: 'Comprimento: informe um número, como 1.250,5.' });
    expect(parseSpecValue(length, Number.NaN)).toMatchObject({ ok: false });
    expect(parseSpecValue(length, true)).toMatchObject({ ok: false });
  });

  it('reads booleans from a switch or a spreadsheet', () => {
    expect(parseSpecValue(armoured, true)).toEqual(ok(true));
    expect(parseSpecValue(armoured, 'Sim')).toEqual(ok(true));
    expect(parseSpecValue(armoured, 'NÃO')).toEqual(ok(false));
    expect(parseSpecValue(armoured, 'talvez')).toEqual({ ok: false, message: 'Blindado: informe Sim ou Não.' });
  });

  it('takes an option by value or label and refuses one of no definition', () => {
    expect(parseSpecValue(hull, 'catamara')).toEqual(ok('catamara'));
    expect(parseSpecValue(hull, ' catamarã ')).toEqual(ok('catamara'));
    expect(parseSpecValue(hull, 'trimarã')).toEqual({ ok: false, message: 'Tipo de casco: "trimarã" não é uma opção (use Monocasco, Catamarã).' });
    expect(parseSpecValue(hull, ['monocasco', 'catamara'])).toMatchObject({ ok: false });
  });

  it('keeps several options in the definition order and refuses repeats', () => {
    expect(parseSpecValue(extras, 'radar | Gerador')).toEqual(ok(['gerador', 'radar']));
    expect(parseSpecValue(extras, ['ar', 'gerador'])).toEqual(ok(['gerador', 'ar']));
    expect(parseSpecValue(extras, ['radar', 'Radar'])).toEqual({ ok: false, message: 'Itens: a mesma opção foi informada mais de uma vez.' });
    expect(parseSpecValue(extras, [1])).toMatchObject({ ok: false });
  });

  it('trims text, bounds its length and refuses control characters', () => {
    expect(parseSpecValue(builder, '  Azimut ')).toEqual(ok('Azimut'));
    expect(parseSpecValue(builder, 'a'.repeat(SPEC_TEXT_MAX_LENGTH + 1))).toEqual({ ok: false, message: 'Estaleiro: no máximo 200 caracteres.' });
    expect(parseSpecValue(builder, 'Azi\u0007mut')).toEqual({ ok: false, message: 'Estaleiro: há caracteres inválidos no texto.' });
  });

  it('gives null for every kind of empty', () => {
    for (const spec of [...BOAT_DEFINITIONS, armoured]) for (const empty of [undefined, null, '', '   ', []]) expect(parseSpecValue(spec, empty)).toEqual(ok(null));
  });

  it('accepts exactly the numbers within the bounds and the decimal places (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 2 }), (tenths, extraPlaces) => {
        const value = tenths / 10 ** (1 + extraPlaces);
        const result = parseSpecValue(length, value);
        const fits = value >= 10 && value <= 400 && Number(value.toFixed(1)) === value;
        expect(result.ok).toBe(fits);
      }),
    );
  });

  it('reads back what the form field shows for a stored value (property)', () => {
    const stored = fc.oneof(
      fc.integer({ min: 100, max: 4000 }).map((tenths) => [length, tenths / 10] as const),
      fc.integer({ min: 1950, max: 2030 }).map((value) => [year, value] as const),
      fc.integer({ min: 0, max: 20 }).map((value) => [cabins, value] as const),
      fc.boolean().map((value) => [armoured, value] as const),
      fc.constantFrom('monocasco', 'catamara').map((value) => [hull, value] as const),
      fc.subarray(['gerador', 'ar', 'radar'], { minLength: 1 }).map((value) => [extras, value] as const),
    );
    fc.assert(
      fc.property(stored, ([spec, value]) => {
        expect(parseSpecValue(spec, specValueToInput(spec, value))).toEqual(ok(value));
      }),
    );
  });
});

describe('applicableSpecDefinitions', () => {
  const all = [flybridge, armoured, ...BOAT_DEFINITIONS];

  it("keeps the category's definitions in display order, and the subcategory's own only inside it", () => {
    expect(applicableSpecDefinitions(all, BOATS, null).map((spec) => spec.key)).toEqual(['ano', 'comprimento', 'cabines', 'tipo_casco', 'itens', 'estaleiro']);
    expect(applicableSpecDefinitions(all, BOATS, YACHTS).map((spec) => spec.key)[0]).toBe('flybridge');
    expect(applicableSpecDefinitions(all, CARS, YACHTS).map((spec) => spec.key)).toEqual(['blindado']);
    expect(applicableSpecDefinitions(all, null, null)).toEqual([]);
  });
});

describe('specValuesSchema', () => {
  it('outputs the typed values, leaving empties and keys of no definition out', () => {
    const schema = specValuesSchema(BOAT_DEFINITIONS, { publishing: false });
    expect(schema.parse({ comprimento: '45,5', ano: '2019', cabines: '', tipo_casco: 'monocasco', itens: [], estaleiro: 'Azimut', outro: 'x' })).toEqual({
      comprimento: 45.5,
      ano: 2019,
      tipo_casco: 'monocasco',
      estaleiro: 'Azimut',
    });
    expect(schema.parse(null)).toEqual({});
  });

  it('asks for required values only when publishing', () => {
    expect(specValuesSchema(BOAT_DEFINITIONS, { publishing: false }).safeParse({}).success).toBe(true);
    const result = specValuesSchema(BOAT_DEFINITIONS, { publishing: true }).safeParse({});
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['comprimento'], message: 'Comprimento: obrigatório para publicar.' })]);
  });

  it('puts each error on its key', () => {
    const result = specValuesSchema(BOAT_DEFINITIONS, { publishing: false }).safeParse({ comprimento: '500', tipo_casco: 'x' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['comprimento', 'Comprimento: o máximo é 400 pés.'],
      ['tipo_casco', 'Tipo de casco: "x" não é uma opção (use Monocasco, Catamarã).'],
    ]);
  });
});
