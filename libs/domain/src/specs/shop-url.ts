/**
 * The shop URL's typed filters (issue 31's URL contract): a specification's key as parameter, ranges
 * as `min-max` with either side optional, option values comma-separated, booleans `sim|nao`,
 * `preco=min-max`, `uf=SC,SP`, `cidade=<IBGE codes>`. Reading is tolerant (a router may hand over
 * numbers, booleans or arrays; a form sends pt-BR numbers); writing gives the one canonical form.
 */
import { BRAZILIAN_STATES } from '../schemas/brazilian-states';
import type { NumberRange, SpecFilter, SpecSort } from '../shop-filters';
import { RANGE_SPEC_TYPES, isAllowedSpecKey, type SpecDefinition } from './spec-definition';
import { readPtBrNumber } from '../pt-br-number';

/** A value a router writes into the URL and reads back unchanged. */
export type UrlValue = string | number | boolean;

/**
 * The value to hand a router for a canonical text: routers that JSON-parse search values read "2018"
 * back as a number, so a number-looking text is given as that number (and written the same).
 */
export function urlValue(text: string): UrlValue {
  if (text === 'true') return true;
  if (text === 'false') return false;
  const number = Number(text);
  return text !== '' && String(number) === text ? number : text;
}

/** A form's fields for one range: `ano.min`, `ano.max` (a '.' never appears in a key). */
export const rangeField = (key: string, side: 'min' | 'max') => `${key}.${side}`;

/** The price's parameter, and its decimals (centavos). */
export const PRICE_PARAM = 'preco';
const PRICE_DECIMALS = 2;

/** No bound past this: the database's numerics hold it, and a typo of extra zeros reads as no bound. */
const MAX_BOUND = 1e12;

const SPACES = /[\s\u00a0\u202f]/g;
const PLAIN = /^\d+(\.\d+)?$/;

/**
 * A number as a person types it in a filter field: pt-BR ("1.250.000", "30.000", "13,7"), and a
 * decimal point where the dots cannot be groups of thousands ("13.7"). Null for anything else,
 * a negative bound included.
 */
export function readTypedNumber(text: string): number | null {
  const compact = text.replace(SPACES, '').replace(/^R\$/i, '');
  if (compact.startsWith('-')) return null;
  const typed = readPtBrNumber(compact);
  if (typed) return typed.value;
  return PLAIN.test(compact) ? Number(compact) : null;
}

/** A number of the URL: plain ("1.25" is one and a quarter); failing that, as typed ("1.250.000"). */
function readUrlNumber(text: string): number | null {
  const compact = text.trim();
  if (PLAIN.test(compact)) return Number(compact);
  return readTypedNumber(compact);
}

/** A bound kept to `decimals` places without changing what it selects: values have no more places. */
function boundAt(value: number | null | undefined, decimals: number, side: 'min' | 'max'): number | undefined {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0 || value > MAX_BOUND) return undefined;
  if (Number(value.toFixed(decimals)) === value) return value;
  const scale = 10 ** decimals;
  return (side === 'min' ? Math.ceil(value * scale) : Math.floor(value * scale)) / scale;
}

function rangeOf(min: number | null | undefined, max: number | null | undefined, decimals: number): NumberRange | null {
  let low = boundAt(min, decimals, 'min');
  let high = boundAt(max, decimals, 'max');
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  const range: NumberRange = {};
  if (low !== undefined) range.min = low;
  if (high !== undefined) range.max = high;
  return low === undefined && high === undefined ? null : range;
}

/**
 * A `min-max` parameter: "40-60", "2018-", "-30000", a lone number (that value exactly); a router's
 * number (-30000 for "-30000"). Null when nothing in it is a bound.
 */
function readRangeParam(raw: unknown, decimals: number): NumberRange | null {
  if (typeof raw === 'number') return raw < 0 ? rangeOf(undefined, -raw, decimals) : rangeOf(raw, raw, decimals);
  if (typeof raw !== 'string') return null;
  const parts = raw.trim().split('-');
  if (parts.length === 1) {
    const value = readUrlNumber(parts[0]);
    return rangeOf(value, value, decimals);
  }
  if (parts.length !== 2) return null;
  const [min, max] = parts.map((part) => (part.trim() === '' ? undefined : readUrlNumber(part)));
  // A side that is there but no number makes the whole parameter malformed.
  if (min === null || max === null) return null;
  return rangeOf(min, max, decimals);
}

/** The text of a form field, however the router handed it over (a repeated field: its last value). */
function fieldText(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * A range from the search object: the form's typed fields (`ano.min`, `ano.max`) when it sent
 * them, an emptied pair meaning no filter; else the `min-max` parameter.
 */
function readRange(input: Readonly<Record<string, unknown>>, param: string, decimals: number): NumberRange | null {
  const minField = rangeField(param, 'min');
  const maxField = rangeField(param, 'max');
  if (minField in input || maxField in input) {
    const [min, max] = [fieldText(input[minField]), fieldText(input[maxField])];
    const low = min === '' ? undefined : readTypedNumber(min);
    const high = max === '' ? undefined : readTypedNumber(max);
    return rangeOf(low ?? undefined, high ?? undefined, decimals);
  }
  return readRangeParam(input[param], decimals);
}

/** `min-max` in plain numbers. */
export function rangeParam(range: NumberRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** Comma-separated parts of a parameter, or the values of a repeated one (a form's checkboxes). */
function listParts(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : [raw];
  return values.flatMap((value) => (typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [])).map((part) => part.trim());
}

const UF_CODES: readonly string[] = BRAZILIAN_STATES.map((state) => state.code);
const MAX_CITIES = 100;
const IBGE_CODE = /^[1-5]\d{6}$/;

/** `uf=SC,SP`: known codes, any case, once each, alphabetical. */
export function readUfs(raw: unknown): string[] {
  const codes = new Set(listParts(raw).map((part) => part.toUpperCase()));
  return UF_CODES.filter((code) => codes.has(code)).sort();
}

/** `cidade=4205407,3550308`: seven-digit IBGE codes, once each, ascending. */
export function readCityIds(raw: unknown): number[] {
  const ids = new Set(listParts(raw).filter((part) => IBGE_CODE.test(part)).map(Number));
  return [...ids].sort((a, b) => a - b).slice(0, MAX_CITIES);
}

export function readPrice(input: Readonly<Record<string, unknown>>): NumberRange | null {
  return readRange(input, PRICE_PARAM, PRICE_DECIMALS);
}

/** Whether a definition filters and sorts as a min-max range. */
export const isRangeSpec = (definition: Pick<SpecDefinition, 'type'>) => RANGE_SPEC_TYPES.includes(definition.type);

/** Whether a definition is a shop filter: filterable, and of a type the shop filters by. */
export function isSpecFilter(definition: SpecDefinition): boolean {
  return definition.filterable && definition.type !== 'text';
}

// A Map, not an object: a word read from the URL such as `__proto__` must not find the object's prototype.
const BOOLEAN_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['sim', true],
  ['true', true],
  ['nao', false],
  ['não', false],
  ['false', false],
]);

/** One definition's filter from the search object; null when absent or malformed. */
export function readSpecFilter(definition: SpecDefinition, input: Readonly<Record<string, unknown>>): SpecFilter | null {
  const raw = input[definition.key];
  if (isRangeSpec(definition)) return readRange(input, definition.key, definition.type === 'number' ? definition.decimals : 0);
  if (definition.type === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    return typeof raw === 'string' ? (BOOLEAN_WORDS.get(raw.trim().toLowerCase()) ?? null) : null;
  }
  if (definition.type === 'option' || definition.type === 'options') {
    const chosen = new Set(listParts(raw).map((part) => part.toLowerCase()));
    const values = definition.options.map((option) => option.value).filter((value) => chosen.has(value));
    return values.length > 0 ? values : null;
  }
  return null;
}

/** A filter's parameter text: `40-60`, `diesel,gasolina`, `sim`. */
export function specFilterParam(filter: SpecFilter): string {
  if (typeof filter === 'boolean') return filter ? 'sim' : 'nao';
  if (Array.isArray(filter)) return filter.join(',');
  return rangeParam(filter);
}

/** `<key>-asc` / `<key>-desc` with a key a definition may take; null otherwise. */
export function readSpecSort(value: unknown): SpecSort | null {
  if (typeof value !== 'string') return null;
  const match = /^(.+)-(asc|desc)$/.exec(value);
  return match && isAllowedSpecKey(match[1]) ? (value as SpecSort) : null;
}

/** The key a spec sort orders by. */
export const specSortKey = (sort: SpecSort) => sort.slice(0, sort.lastIndexOf('-'));
