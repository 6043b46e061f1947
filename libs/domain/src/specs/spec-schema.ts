import { z } from '../zod';
import { isPrintableLine } from '../printable-text';
import { formatPtBrNumber, readPtBrNumber } from '../pt-br-number';
import { SPEC_UNITS, type SpecDefinition, type SpecValue, type SpecValues } from './spec-definition';

/** The longest text value, as the database bounds it. */
export const SPEC_TEXT_MAX_LENGTH = 200;


/** ' pés' after a bound when the definition has a unit, so the message reads as the buyer would. */
const unitSuffix = (definition: SpecDefinition) => (definition.unit ? ` ${SPEC_UNITS[definition.unit].symbol}` : '');
const bound = (definition: SpecDefinition, value: number) =>
  definition.type === 'year' ? String(value) : `${formatPtBrNumber(value, { maximumFractionDigits: 4 })}${unitSuffix(definition)}`;

/** Every message names the definition's label, so a CSV report or a form summary reads on its own. */
export const SPEC_MESSAGES = {
  required: (label: string) => `${label}: obrigatório para publicar.`,
  notANumber: (label: string) => `${label}: informe um número, como 1.250,5.`,
  notWhole: (label: string) => `${label}: informe um número inteiro.`,
  notAYear: (label: string) => `${label}: informe o ano com quatro dígitos.`,
  tooManyDecimals: (label: string, decimals: number) =>
    decimals === 0 ? `${label}: informe um número sem casas decimais.` : `${label}: no máximo ${decimals} ${decimals === 1 ? 'casa decimal' : 'casas decimais'}.`,
  belowMin: (definition: SpecDefinition, min: number) => `${definition.label}: o mínimo é ${bound(definition, min)}.`,
  aboveMax: (definition: SpecDefinition, max: number) => `${definition.label}: o máximo é ${bound(definition, max)}.`,
  notABoolean: (label: string) => `${label}: informe Sim ou Não.`,
  unknownOption: (definition: SpecDefinition, typed: string) =>
    `${definition.label}: "${typed}" não é uma opção (use ${definition.options.map((option) => option.label).join(', ')}).`,
  repeatedOption: (label: string) => `${label}: a mesma opção foi informada mais de uma vez.`,
  textTooLong: (label: string) => `${label}: no máximo ${SPEC_TEXT_MAX_LENGTH} caracteres.`,
  notPrintable: (label: string) => `${label}: há caracteres inválidos no texto.`,
} as const;

/** A value read against its definition: `null` is an empty value (nothing to store). */
export type SpecParseResult = { ok: true; value: SpecValue['value'] | null } | { ok: false; message: string };

function decimalsOf(value: number): number {
  for (let places = 0; places <= 20; places += 1) if (Number(value.toFixed(places)) === value) return places;
  return 21;
}

const isEmpty = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);

const fail = (message: string): SpecParseResult => ({ ok: false, message });

function readRange(definition: SpecDefinition, raw: unknown): SpecParseResult {
  const { label, type } = definition;
  let value: number;
  let decimals: number;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return fail(SPEC_MESSAGES.notANumber(label));
    value = raw;
    decimals = decimalsOf(raw);
  } else if (typeof raw === 'string') {
    const parsed = readPtBrNumber(raw);
    if (!parsed) return fail(type === 'year' ? SPEC_MESSAGES.notAYear(label) : SPEC_MESSAGES.notANumber(label));
    ({ value, decimals } = parsed);
  } else {
    return fail(SPEC_MESSAGES.notANumber(label));
  }
  if (type === 'year' && (decimals > 0 || value < 1000 || value > 9999)) return fail(SPEC_MESSAGES.notAYear(label));
  if (type === 'integer' && (decimals > 0 || !Number.isSafeInteger(value))) return fail(SPEC_MESSAGES.notWhole(label));
  if (type === 'number' && decimals > definition.decimals) return fail(SPEC_MESSAGES.tooManyDecimals(label, definition.decimals));
  if (definition.min !== null && value < definition.min) return fail(SPEC_MESSAGES.belowMin(definition, definition.min));
  if (definition.max !== null && value > definition.max) return fail(SPEC_MESSAGES.aboveMax(definition, definition.max));
  return { ok: true, value };
}

const YES = ['sim', 's', 'true', '1'];
const NO = ['nao', 'não', 'n', 'false', '0'];

function readBoolean(definition: SpecDefinition, raw: unknown): SpecParseResult {
  if (typeof raw === 'boolean') return { ok: true, value: raw };
  const typed = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (YES.includes(typed)) return { ok: true, value: true };
  if (NO.includes(typed)) return { ok: true, value: false };
  return fail(SPEC_MESSAGES.notABoolean(definition.label));
}

/** An option by its value (slug) or, as a spreadsheet may hold it, by its label in any case. */
function optionValue(definition: SpecDefinition, typed: string): string | null {
  const wanted = typed.trim();
  const folded = wanted.toLocaleLowerCase('pt-BR');
  const option =
    definition.options.find((item) => item.value === wanted) ?? definition.options.find((item) => item.label.toLocaleLowerCase('pt-BR') === folded);
  return option?.value ?? null;
}

function readOptions(definition: SpecDefinition, raw: unknown): SpecParseResult {
  const many = definition.type === 'options';
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? (many ? raw.split('|') : [raw]) : null;
  if (!items || items.some((item) => typeof item !== 'string')) return fail(SPEC_MESSAGES.unknownOption(definition, String(raw)));
  const typed = (items as string[]).filter((item) => item.trim() !== '');
  if (!many && typed.length !== 1) return fail(SPEC_MESSAGES.unknownOption(definition, typed.join(', ')));
  const values: string[] = [];
  for (const item of typed) {
    const value = optionValue(definition, item);
    if (value === null) return fail(SPEC_MESSAGES.unknownOption(definition, item.trim()));
    if (values.includes(value)) return fail(SPEC_MESSAGES.repeatedOption(definition.label));
    values.push(value);
  }
  if (values.length === 0) return { ok: true, value: null };
  if (!many) return { ok: true, value: values[0] };
  // Stored in the definition's order, so the same choice always reads the same.
  const order = definition.options.map((option) => option.value);
  return { ok: true, value: values.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

function readText(definition: SpecDefinition, raw: unknown): SpecParseResult {
  if (typeof raw !== 'string') return fail(SPEC_MESSAGES.notPrintable(definition.label));
  const text = raw.trim();
  if (text.length > SPEC_TEXT_MAX_LENGTH) return fail(SPEC_MESSAGES.textTooLong(definition.label));
  if (!isPrintableLine(text)) return fail(SPEC_MESSAGES.notPrintable(definition.label));
  return { ok: true, value: text };
}

/**
 * One value read against its definition, from what a form field holds or a CSV cell says: numbers
 * typed the pt-BR way ("1.250,5") or as numbers, "Sim"/"Não" or booleans, options by value or label
 * ("options" as an array, or in one text separated by '|' as the CSV writes them), text trimmed. Empty input gives `{ ok: true, value: null }`;
 * whether an empty value is allowed is the caller's (required definitions only bind when publishing).
 */
export function parseSpecValue(definition: SpecDefinition, raw: unknown): SpecParseResult {
  if (isEmpty(raw)) return { ok: true, value: null };
  switch (definition.type) {
    case 'number':
    case 'integer':
    case 'year':
      return readRange(definition, raw);
    case 'boolean':
      return readBoolean(definition, raw);
    case 'option':
    case 'options':
      return readOptions(definition, raw);
    case 'text': {
      const result = readText(definition, raw);
      return result.ok && result.value === '' ? { ok: true, value: null } : result;
    }
  }
}

/**
 * The definitions a product of this category (and subcategory) is described by, in display order:
 * the category's own, plus those narrowed to its subcategory.
 */
export function applicableSpecDefinitions(
  definitions: readonly SpecDefinition[],
  categoryId: string | null | undefined,
  subcategoryId: string | null | undefined,
): SpecDefinition[] {
  return definitions
    .filter((definition) => definition.categoryId === categoryId && (definition.subcategoryId === null || definition.subcategoryId === subcategoryId))
    .sort((a, b) => a.position - b.position);
}

/**
 * The zod schema of a product's specs for the given definitions (already narrowed with
 * applicableSpecDefinitions): each key read with parseSpecValue, errors on the key's path with the
 * label in the message, empty values and keys of no definition left out of the output. Required
 * definitions must hold a value only when `publishing`, as the database asks.
 */
export function specValuesSchema(definitions: readonly SpecDefinition[], { publishing }: { publishing: boolean }) {
  return z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((input, ctx): SpecValues => {
      const values: SpecValues = {};
      for (const definition of definitions) {
        const result = parseSpecValue(definition, input?.[definition.key]);
        if (!result.ok) ctx.addIssue({ code: 'custom', path: [definition.key], message: result.message });
        else if (result.value !== null) values[definition.key] = result.value;
        else if (publishing && definition.required) ctx.addIssue({ code: 'custom', path: [definition.key], message: SPEC_MESSAGES.required(definition.label) });
      }
      return values;
    });
}


/**
 * What a form field holds for a stored value: numbers as pt-BR text ("1.250,5"; years without the
 * thousands dot), options as they are, a boolean as a switch shows it (off when none is stored, so
 * saving records "Não"). parseSpecValue reads it back to the same value.
 */
export function specValueToInput(definition: SpecDefinition, value: SpecValue['value'] | undefined): string | boolean | string[] {
  if (value === undefined || value === null) return definition.type === 'options' ? [] : definition.type === 'boolean' ? false : '';
  if (typeof value === 'number') return definition.type === 'year' ? String(value) : formatPtBrNumber(value, { maximumFractionDigits: 4 });
  return value;
}
