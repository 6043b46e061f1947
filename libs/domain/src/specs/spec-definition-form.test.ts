import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpecDefinition } from './spec-definition';
import { SPEC_DEFINITION_MESSAGES } from './spec-definition-messages';
import { specDefinitionFormSchema, specDefinitionToFormValues, suggestSpecKey, type SpecDefinitionFormValues } from './spec-definition-form';

const base: SpecDefinitionFormValues = { ...specDefinitionToFormValues(), label: 'Comprimento', key: 'comprimento', type: 'number', unit: 'ft', decimals: '1', min: '10', max: '1.000,5' };

function errors(values: SpecDefinitionFormValues, siblings: Pick<SpecDefinition, 'key' | 'headline'>[] = []) {
  return Object.fromEntries((specDefinitionFormSchema(siblings).safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('specDefinitionFormSchema', () => {
  it('reads a number definition with pt-BR bounds', () => {
    expect(specDefinitionFormSchema([]).parse(base)).toEqual({
      subcategoryId: null,
      key: 'comprimento',
      label: 'Comprimento',
      type: 'number',
      unit: 'ft',
      decimals: 1,
      min: 10,
      max: 1000.5,
      required: false,
      filterable: false,
      sortable: false,
      headline: false,
      groupLabel: null,
      options: [],
    });
  });

  it('saves empty what does not apply to the type', () => {
    const parsed = specDefinitionFormSchema([]).parse({ ...base, type: 'option', sortable: true, options: [{ value: '', label: 'Catamarã' }] });
    expect(parsed).toMatchObject({ unit: null, decimals: 0, min: null, max: null, sortable: false, options: [{ value: 'catamara', label: 'Catamarã' }] });
    expect(specDefinitionFormSchema([]).parse({ ...base, type: 'year', unit: 'ft', decimals: 2, min: '1950', max: '' })).toMatchObject({ unit: null, decimals: 0, min: 1950, max: null });
  });

  it('refuses malformed, reserved and taken keys', () => {
    expect(errors({ ...base, key: 'Tipo casco' })).toEqual({ key: SPEC_DEFINITION_MESSAGES.keyFormat });
    expect(errors({ ...base, key: 'preco' })).toEqual({ key: SPEC_DEFINITION_MESSAGES.keyReserved });
    expect(errors(base, [{ key: 'comprimento', headline: false }])).toEqual({ key: SPEC_DEFINITION_MESSAGES.keyTaken });
  });

  it('keeps bounds in order and readable, and decimals within 0..4', () => {
    expect(errors({ ...base, min: '20', max: '10' })).toEqual({ max: SPEC_DEFINITION_MESSAGES.boundsOrder });
    expect(errors({ ...base, min: '1.5', decimals: 5 })).toEqual({ min: SPEC_DEFINITION_MESSAGES.bound, decimals: SPEC_DEFINITION_MESSAGES.decimals });
  });

  it('allows at most three headline specs per category', () => {
    const three = ['a', 'b', 'c'].map((key) => ({ key, headline: true }));
    expect(errors({ ...base, headline: true }, three)).toEqual({ headline: SPEC_DEFINITION_MESSAGES.headlineFull });
    expect(errors({ ...base, headline: true }, three.slice(1))).toEqual({});
  });

  it('asks options of option types, each named and once', () => {
    expect(errors({ ...base, type: 'options', options: [] })).toEqual({ options: SPEC_DEFINITION_MESSAGES.optionsMissing });
    expect(errors({ ...base, type: 'option', options: [{ value: 'a', label: 'A' }, { value: '', label: ' ' }, { value: 'a', label: 'Outra' }] })).toEqual({
      'options.1.label': SPEC_DEFINITION_MESSAGES.optionLabel,
      'options.1.value': SPEC_DEFINITION_MESSAGES.optionValue,
      'options.2.value': SPEC_DEFINITION_MESSAGES.optionRepeated,
    });
  });

  it('reads back every saved definition from its dialog values (property)', () => {
    const definition = fc.record({
      type: fc.constantFrom('number', 'integer', 'year'),
      decimals: fc.integer({ min: 0, max: 4 }),
      min: fc.option(fc.integer({ min: -1e6, max: 1e6 }), { nil: null }),
      span: fc.integer({ min: 0, max: 1e6 }),
      hasMax: fc.boolean(),
    });
    fc.assert(
      fc.property(definition, ({ type, decimals, min, span, hasMax }) => {
        const scaled = (value: number) => (type === 'number' ? value / 10 ** decimals : value);
        const saved = {
          id: 'id',
          categoryId: 'c',
          subcategoryId: null,
          key: 'medida',
          label: 'Medida',
          type,
          unit: null,
          decimals: type === 'number' ? decimals : 0,
          min: min === null ? null : scaled(min),
          max: hasMax ? scaled((min ?? 0) + span) : null,
          required: false,
          filterable: true,
          sortable: true,
          headline: false,
          position: 0,
          groupLabel: null,
          options: [],
        } as SpecDefinition;
        expect(specDefinitionFormSchema([]).parse(specDefinitionToFormValues(saved))).toMatchObject({ min: saved.min, max: saved.max, decimals: saved.decimals });
      }),
    );
  });
});

describe('suggestSpecKey', () => {
  it('turns a label into a key', () => {
    expect(suggestSpecKey('Tipo de casco')).toBe('tipo_de_casco');
    expect(suggestSpecKey('4 Suítes')).toBe('suites');
  });
});
