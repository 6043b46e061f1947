import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatSpecCsvValue, parsePtBrNumber, parseSpecCsvValue } from './spec-csv';
import type { SpecDefinition, SpecType, SpecValue } from './spec-definition';

function definition(type: SpecType, extra: Partial<SpecDefinition> = {}): SpecDefinition {
  return {
    id: 'd',
    categoryId: 'c',
    subcategoryId: null,
    key: 'k',
    label: 'Rótulo',
    type,
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
    ...extra,
  };
}

const fuel = definition('option', {
  options: [
    { value: 'diesel', label: 'Diesel' },
    { value: 'gasolina', label: 'Gasolina' },
    { value: 'flex', label: 'Álcool | gasolina' },
  ],
});

describe('parsePtBrNumber', () => {
  it('reads thousands dots and the decimal comma', () => {
    expect(parsePtBrNumber('1.250.000,00')).toBe(1250000);
    expect(parsePtBrNumber(' 1250000,5 ')).toBe(1250000.5);
    expect(parsePtBrNumber('-3')).toBe(-3);
    expect(parsePtBrNumber('12.000')).toBe(12000);
  });

  it('refuses a decimal point, misplaced groups and words', () => {
    for (const text of ['12.5', '1.25.000', '1,250.00', 'abc', '', '1e3', ',5']) expect(parsePtBrNumber(text)).toBeNull();
  });
});

describe('parseSpecCsvValue', () => {
  it('leaves an empty cell without a value', () => {
    expect(parseSpecCsvValue(definition('integer'), '  ')).toEqual({ value: undefined });
  });

  it('reads numbers by type and refuses extra decimals and fractions of whole types', () => {
    expect(parseSpecCsvValue(definition('number', { decimals: 1 }), '13,7')).toEqual({ value: 13.7 });
    expect(parseSpecCsvValue(definition('number', { decimals: 1 }), '13,75')).toEqual({ error: 'informe no máximo 1 casas decimais.' });
    expect(parseSpecCsvValue(definition('integer'), '12.000')).toEqual({ value: 12000 });
    expect(parseSpecCsvValue(definition('integer'), '1,5')).toEqual({ error: 'informe um número inteiro.' });
    expect(parseSpecCsvValue(definition('year'), '2018')).toEqual({ value: 2018 });
    expect(parseSpecCsvValue(definition('integer'), '12.5')).toEqual({ error: 'informe um número no formato brasileiro, como 1.250,5.' });
  });

  it('reads Sim and Não in any case, with or without the accent', () => {
    expect(parseSpecCsvValue(definition('boolean'), 'SIM')).toEqual({ value: true });
    expect(parseSpecCsvValue(definition('boolean'), 'nao')).toEqual({ value: false });
    expect(parseSpecCsvValue(definition('boolean'), 'talvez')).toEqual({ error: 'informe Sim ou Não.' });
  });

  it('finds options by label or value and names the choices when none matches', () => {
    expect(parseSpecCsvValue(fuel, 'diesel')).toEqual({ value: 'diesel' });
    expect(parseSpecCsvValue(fuel, 'GASOLINA')).toEqual({ value: 'gasolina' });
    expect(parseSpecCsvValue(fuel, 'elétrico')).toEqual({ error: '"elétrico" não é uma opção. Use uma de: Diesel, Gasolina, Álcool | gasolina.' });
    const several = { ...fuel, type: 'options' as const };
    expect(parseSpecCsvValue(several, 'Diesel | flex | diesel')).toEqual({ value: ['diesel', 'flex'] });
  });

  it('keeps text as typed, trimmed', () => {
    expect(parseSpecCsvValue(definition('text'), '  <b>Azul</b> ')).toEqual({ value: '<b>Azul</b>' });
  });
});

describe('formatSpecCsvValue', () => {
  it('writes pt-BR numbers, plain years, Sim/Não and option labels', () => {
    expect(formatSpecCsvValue(definition('number', { decimals: 1 }), 1250.5)).toBe('1.250,5');
    expect(formatSpecCsvValue(definition('integer'), 12000)).toBe('12.000');
    expect(formatSpecCsvValue(definition('year'), 2018)).toBe('2018');
    expect(formatSpecCsvValue(definition('boolean'), false)).toBe('Não');
    expect(formatSpecCsvValue(fuel, 'diesel')).toBe('Diesel');
    // A label holding the separator would split on the way back: the value is written instead.
    expect(formatSpecCsvValue({ ...fuel, type: 'options' }, ['gasolina', 'flex'])).toBe('Gasolina | flex');
    expect(formatSpecCsvValue(definition('text'), undefined)).toBe('');
  });
});

const optionValue = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
const optionsOf = fc.uniqueArray(fc.record({ value: optionValue, label: fc.string({ minLength: 0, maxLength: 12 }) }), {
  minLength: 1,
  maxLength: 6,
  selector: (option) => option.value,
});

/** A definition with a value it accepts. */
const definitionWithValue: fc.Arbitrary<[SpecDefinition, SpecValue['value']]> = fc.oneof(
  fc.integer({ min: 0, max: 4 }).chain((decimals) =>
    fc
      .integer({ min: -1e9, max: 1e9 })
      .map((scaled): [SpecDefinition, SpecValue['value']] => [definition('number', { decimals }), Number((scaled / 10 ** decimals).toFixed(decimals))]),
  ),
  fc.integer({ min: -1e12, max: 1e12 }).map((value): [SpecDefinition, SpecValue['value']] => [definition('integer'), value]),
  fc.integer({ min: 1800, max: 2100 }).map((value): [SpecDefinition, SpecValue['value']] => [definition('year'), value]),
  fc.boolean().map((value): [SpecDefinition, SpecValue['value']] => [definition('boolean'), value]),
  optionsOf.chain((options) =>
    fc.constantFrom(...options).map((option): [SpecDefinition, SpecValue['value']] => [definition('option', { options }), option.value]),
  ),
  optionsOf.chain((options) =>
    fc
      .subarray(options.map((option) => option.value), { minLength: 1 })
      .map((values): [SpecDefinition, SpecValue['value']] => [definition('options', { options }), values]),
  ),
  fc
    .string({ minLength: 1, maxLength: 200 })
    .filter((text) => text.trim() === text && text !== '')
    .map((text): [SpecDefinition, SpecValue['value']] => [definition('text'), text]),
);

describe('export -> import round trip', () => {
  it('reads every value back from the cell it was written to', () => {
    fc.assert(
      fc.property(definitionWithValue, ([spec, value]) => {
        expect(parseSpecCsvValue(spec, formatSpecCsvValue(spec, value))).toEqual({ value });
      }),
      { numRuns: 500 },
    );
  });
});
