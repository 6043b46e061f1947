import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPrintableLine } from '../printable-text';
import { formatSpecCsvValue } from './spec-csv';
import type { SpecDefinition, SpecType, SpecValue } from './spec-definition';
import { SPEC_TEXT_MAX_LENGTH, parseSpecValue } from './spec-schema';

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

const fuel = definition('options', {
  options: [
    { value: 'diesel', label: 'Diesel' },
    { value: 'gasolina', label: 'Gasolina' },
    { value: 'flex', label: 'Álcool | gasolina' },
    { value: 'eletrico', label: 'diesel' },
  ],
});

describe('formatSpecCsvValue', () => {
  it('writes pt-BR numbers, plain years, Sim/Não and option labels', () => {
    expect(formatSpecCsvValue(definition('number', { decimals: 1 }), 1250.5)).toBe('1.250,5');
    expect(formatSpecCsvValue(definition('integer'), 12000)).toBe('12.000');
    expect(formatSpecCsvValue(definition('year'), 2018)).toBe('2018');
    expect(formatSpecCsvValue(definition('boolean'), false)).toBe('Não');
    expect(formatSpecCsvValue(definition('boolean'), true)).toBe('Sim');
    expect(formatSpecCsvValue({ ...fuel, type: 'option' }, 'gasolina')).toBe('Gasolina');
    expect(formatSpecCsvValue(definition('text'), '<b>Azul</b>')).toBe('<b>Azul</b>');
    expect(formatSpecCsvValue(definition('text'), undefined)).toBe('');
  });

  it('writes the value of an option whose label would split or read as another option', () => {
    expect(formatSpecCsvValue(fuel, ['gasolina', 'flex'])).toBe('Gasolina | flex');
    expect(formatSpecCsvValue(fuel, ['diesel', 'eletrico'])).toBe('diesel | eletrico');
  });
});

const optionValue = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
const optionsOf = fc.uniqueArray(fc.record({ value: optionValue, label: fc.string({ minLength: 0, maxLength: 12 }) }), {
  minLength: 1,
  maxLength: 6,
  selector: (option) => option.value,
});

type Case = [SpecDefinition, SpecValue['value']];

/** A definition with a value it accepts, as the database would hold it. */
const definitionWithValue: fc.Arbitrary<Case> = fc.oneof(
  fc.integer({ min: 0, max: 4 }).chain((decimals) =>
    fc.integer({ min: -1e9, max: 1e9 }).map((scaled): Case => [definition('number', { decimals }), Number((scaled / 10 ** decimals).toFixed(decimals)) || 0]),
  ),
  fc.integer({ min: -1e12, max: 1e12 }).map((value): Case => [definition('integer'), value || 0]),
  fc.integer({ min: 1000, max: 9999 }).map((value): Case => [definition('year'), value]),
  fc.boolean().map((value): Case => [definition('boolean'), value]),
  optionsOf.chain((options) => fc.constantFrom(...options).map((option): Case => [definition('option', { options }), option.value])),
  // Several options are held in the definition's order, as the form and the import store them.
  optionsOf.chain((options) =>
    fc.subarray(options.map((option) => option.value), { minLength: 1 }).map((values): Case => [definition('options', { options }), values]),
  ),
  fc
    .string({ minLength: 1, maxLength: SPEC_TEXT_MAX_LENGTH })
    .filter((text) => text.trim() === text && text !== '' && isPrintableLine(text))
    .map((text): Case => [definition('text'), text]),
);

describe('export -> import round trip', () => {
  it('reads every value back, through the product form’s own reading, from the cell it was written to', () => {
    fc.assert(
      fc.property(definitionWithValue, ([spec, value]) => {
        expect(parseSpecValue(spec, formatSpecCsvValue(spec, value))).toEqual({ ok: true, value });
      }),
      { numRuns: 1000 },
    );
  });
});
