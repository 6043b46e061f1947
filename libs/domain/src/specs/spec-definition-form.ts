import { z } from '../zod';
import { isPrintableLine } from '../printable-text';
import { slugify } from '../schemas/category';
import { RESERVED_SPEC_KEYS, SPEC_KEY_PATTERN, isSpecType, isSpecUnit, type SpecDefinition, type SpecOption, type SpecType, type SpecUnit } from './spec-definition';
import { formatPtBrNumber, readPtBrNumber } from '../pt-br-number';
import { SPEC_GROUP_MAX, SPEC_LABEL_MAX, MAX_HEADLINE_SPECS, SPEC_DEFINITION_MESSAGES } from './spec-definition-messages';

const OPTION_VALUE_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** The types as staff pick them. */
export const SPEC_TYPE_LABELS: Readonly<Record<SpecType, string>> = {
  number: 'Número (com unidade e decimais)',
  integer: 'Número inteiro',
  year: 'Ano',
  boolean: 'Sim/Não',
  option: 'Opção (uma)',
  options: 'Opções (várias)',
  text: 'Texto',
};

const RANGE_TYPES: readonly SpecType[] = ['number', 'integer', 'year'];
const text = z.string().nullish();

const specDefinitionFormShape = z.object({
  label: text,
  key: text,
  type: text,
  subcategoryId: text,
  unit: text,
  decimals: z.union([z.number(), z.string()]).nullish(),
  min: z.union([z.number(), z.string()]).nullish(),
  max: z.union([z.number(), z.string()]).nullish(),
  required: z.boolean().nullish(),
  filterable: z.boolean().nullish(),
  sortable: z.boolean().nullish(),
  headline: z.boolean().nullish(),
  groupLabel: text,
  options: z.array(z.object({ value: text, label: text })).nullish(),
});

/** What the definition dialog holds. */
export type SpecDefinitionFormValues = z.input<typeof specDefinitionFormShape>;

/** A definition as staff write it; id, category, position and the option order are the caller's. */
export interface SpecDefinitionInput {
  subcategoryId: string | null;
  key: string;
  label: string;
  type: SpecType;
  unit: SpecUnit | null;
  decimals: number;
  min: number | null;
  max: number | null;
  required: boolean;
  filterable: boolean;
  sortable: boolean;
  headline: boolean;
  groupLabel: string | null;
  options: SpecOption[];
}

const BLANK = Symbol('blank');

/** A bound typed the pt-BR way: BLANK when empty, null when unreadable. */
function readBound(value: string | number | null | undefined): number | null | typeof BLANK {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return BLANK;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return readPtBrNumber(value)?.value ?? null;
}

const optionValueOf = (option: { value?: string | null; label?: string | null }) => (option.value ?? '').trim() || slugify(option.label ?? '').slice(0, 60);

/**
 * The definition dialog's schema. `siblings` are the category's other definitions (the one edited
 * left out): a key is unique among them and at most three are headline. Options without a typed
 * identifier take their label's slug. Fields that do not apply to the type (unit, decimals,
 * bounds, sortable, options) are saved empty, as the database asks.
 */
export function specDefinitionFormSchema(siblings: readonly Pick<SpecDefinition, 'key' | 'headline'>[]) {
  return specDefinitionFormShape
    .superRefine((values, ctx) => {
      const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      const label = (values.label ?? '').trim();
      if (label === '' || label.length > SPEC_LABEL_MAX || !isPrintableLine(label)) fail(['label'], SPEC_DEFINITION_MESSAGES.label);
      const key = (values.key ?? '').trim();
      if (!SPEC_KEY_PATTERN.test(key)) fail(['key'], SPEC_DEFINITION_MESSAGES.keyFormat);
      else if ((RESERVED_SPEC_KEYS as readonly string[]).includes(key)) fail(['key'], SPEC_DEFINITION_MESSAGES.keyReserved);
      else if (siblings.some((sibling) => sibling.key === key)) fail(['key'], SPEC_DEFINITION_MESSAGES.keyTaken);
      if (!isSpecType(values.type)) {
        fail(['type'], SPEC_DEFINITION_MESSAGES.type);
        return;
      }
      const type = values.type;
      if ((type === 'number' || type === 'integer') && values.unit && !isSpecUnit(values.unit)) fail(['unit'], SPEC_DEFINITION_MESSAGES.unit);
      if (type === 'number') {
        const decimals = Number(values.decimals ?? 0);
        if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4) fail(['decimals'], SPEC_DEFINITION_MESSAGES.decimals);
      }
      if (RANGE_TYPES.includes(type)) {
        const min = readBound(values.min);
        const max = readBound(values.max);
        if (min === null) fail(['min'], SPEC_DEFINITION_MESSAGES.bound);
        if (max === null) fail(['max'], SPEC_DEFINITION_MESSAGES.bound);
        if (typeof min === 'number' && typeof max === 'number' && min > max) fail(['max'], SPEC_DEFINITION_MESSAGES.boundsOrder);
      }
      const group = (values.groupLabel ?? '').trim();
      if (group.length > SPEC_GROUP_MAX || !isPrintableLine(group)) fail(['groupLabel'], SPEC_DEFINITION_MESSAGES.group);
      if (values.headline && siblings.filter((sibling) => sibling.headline).length >= MAX_HEADLINE_SPECS) {
        fail(['headline'], SPEC_DEFINITION_MESSAGES.headlineFull);
      }
      if (type === 'option' || type === 'options') {
        const options = values.options ?? [];
        if (options.length === 0) fail(['options'], SPEC_DEFINITION_MESSAGES.optionsMissing);
        const seen = new Set<string>();
        options.forEach((option, index) => {
          const optionLabel = (option.label ?? '').trim();
          if (optionLabel === '' || optionLabel.length > SPEC_LABEL_MAX || !isPrintableLine(optionLabel)) fail(['options', index, 'label'], SPEC_DEFINITION_MESSAGES.optionLabel);
          const value = optionValueOf(option);
          if (!OPTION_VALUE_PATTERN.test(value)) fail(['options', index, 'value'], SPEC_DEFINITION_MESSAGES.optionValue);
          else if (seen.has(value)) fail(['options', index, 'value'], SPEC_DEFINITION_MESSAGES.optionRepeated);
          seen.add(value);
        });
      }
    })
    .transform((values): SpecDefinitionInput => {
      const type = values.type as SpecType;
      const ranged = RANGE_TYPES.includes(type);
      const bound = (value: string | number | null | undefined) => {
        const read = readBound(value);
        return ranged && typeof read === 'number' ? read : null;
      };
      return {
        subcategoryId: values.subcategoryId || null,
        key: (values.key ?? '').trim(),
        label: (values.label ?? '').trim(),
        type,
        unit: (type === 'number' || type === 'integer') && isSpecUnit(values.unit) ? values.unit : null,
        decimals: type === 'number' ? Number(values.decimals ?? 0) : 0,
        min: bound(values.min),
        max: bound(values.max),
        required: values.required ?? false,
        filterable: values.filterable ?? false,
        sortable: ranged && (values.sortable ?? false),
        headline: values.headline ?? false,
        groupLabel: (values.groupLabel ?? '').trim() || null,
        options:
          type === 'option' || type === 'options'
            ? (values.options ?? []).map((option) => ({ value: optionValueOf(option), label: (option.label ?? '').trim() }))
            : [],
      };
    });
}


/** The dialog's values for a saved definition (bounds as pt-BR text), or a new one's defaults. */
export function specDefinitionToFormValues(definition?: SpecDefinition): SpecDefinitionFormValues {
  if (!definition) {
    return { label: '', key: '', type: 'number', subcategoryId: null, unit: null, decimals: 0, min: '', max: '', required: false, filterable: false, sortable: false, headline: false, groupLabel: '', options: [] };
  }
  const bound = (value: number | null) => (value === null ? '' : formatPtBrNumber(value, { maximumFractionDigits: 4, useGrouping: false }));
  return {
    label: definition.label,
    key: definition.key,
    type: definition.type,
    subcategoryId: definition.subcategoryId,
    unit: definition.unit,
    decimals: definition.decimals,
    min: bound(definition.min),
    max: bound(definition.max),
    required: definition.required,
    filterable: definition.filterable,
    sortable: definition.sortable,
    headline: definition.headline,
    groupLabel: definition.groupLabel ?? '',
    options: definition.options.map((option) => ({ value: option.value, label: option.label })),
  };
}

/** A key suggested from the label while staff have not typed one: "Tipo de casco" gives "tipo_de_casco". */
export function suggestSpecKey(label: string): string {
  return slugify(label).replace(/-/g, '_').replace(/^[^a-z]+/, '').slice(0, 40).replace(/_+$/, '');
}
