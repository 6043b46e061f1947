import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';
import { jsonBody } from './json-body.js';

const TABLE_PATH = /^\/rest\/v1\/(?!rpc\/)([^/]+)$/;
const WRITES = new Set(['POST', 'PATCH', 'PUT']);

/** The jsonb columns of the tables served, by table: fields whose value may be any object or list. */
const JSON_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  products: ['specs'],
  saved_searches: ['search', 'criteria'],
};

/** The array columns of the tables served, by table: fields whose value is a list of strings or numbers. */
const ARRAY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  categories: ['search_terms'],
};

type Element = string | number;

const isNested = (value: unknown) => value !== null && typeof value === 'object';
const isElement = (value: unknown): value is Element => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const isElementList = (value: unknown): value is Element[] => Array.isArray(value) && value.every(isElement);

/** A list as PostgreSQL's array literal: each string quoted with `\` and `"` escaped. */
export function arrayLiteral(values: readonly Element[]): string {
  const element = (value: Element) => (typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, '\\$&')}"`);
  return `{${values.map(element).join(',')}}`;
}

/**
 * What a field's value goes on as, or `undefined` when it is no value of its column: a scalar as it
 * is; a jsonb column's object or list as its JSON text and an array column's list of scalars as
 * PostgreSQL's array literal (both of lite's drivers hand text to PostgreSQL as it is, and PostgreSQL
 * reads it as the column's type; a JSON list is no array literal, 22P02, where PostgREST takes it).
 */
function fieldValue(column: string, value: unknown, jsonColumns: readonly string[], arrayColumns: readonly string[]): unknown {
  if (!isNested(value)) return value;
  if (jsonColumns.includes(column)) return JSON.stringify(value);
  return arrayColumns.includes(column) && isElementList(value) ? arrayLiteral(value) : undefined;
}

/** The body (one row or an array of rows) with every field as `fieldValue` sends it, and whether a field was no value of its column. */
function withColumnText(body: unknown, jsonColumns: readonly string[], arrayColumns: readonly string[]): { body: unknown; refused: boolean } {
  let refused = false;
  const rewrite = (row: unknown) => {
    if (!row || typeof row !== 'object') return row;
    return Object.fromEntries(
      Object.entries(row).map(([column, value]) => {
        const sent = fieldValue(column, value, jsonColumns, arrayColumns);
        refused ||= sent === undefined;
        return [column, sent];
      }),
    );
  };
  return { body: Array.isArray(body) ? body.map(rewrite) : rewrite(body), refused };
}

/**
 * Whether a JSON write body (one row or an array of rows) gives a field an object or an array that
 * is not its value: anything in one of `jsonColumns`, a list of scalars in one of `arrayColumns`.
 */
export function hasNestedValue(body: unknown, jsonColumns: readonly string[] = [], arrayColumns: readonly string[] = []): boolean {
  const rows = Array.isArray(body) ? body : [body];
  return rows.some(
    (row) => row && typeof row === 'object' && Object.entries(row).some(([column, value]) => fieldValue(column, value, jsonColumns, arrayColumns) === undefined),
  );
}

/**
 * Only the jsonb columns above take an object, and only they and the array columns a list: any other
 * object or list is never a value (PGlite's driver fails on it, lite answers 500, and PostgreSQL
 * would store its JSON text as the name of a lead), so a table write carrying one is answered 400, as
 * a value of the wrong type is. A jsonb column's value goes on as JSON text, an array column's as
 * PostgreSQL's array literal. Bodies that are not JSON are left to lite.
 */
export const restInput: Middleware = async (request, context, next) => {
  const { pathname } = new URL(request.url);
  const table = TABLE_PATH.exec(pathname)?.[1];
  if (!request.body || !WRITES.has(request.method) || !table) return next(request, context);
  const body = await jsonBody(request);
  // Nothing nested (the common write): the request goes on untouched, read once and stopped at the first nested field.
  if (!hasNestedValue(body)) return next(request, context);
  const sent = withColumnText(body, JSON_COLUMNS[table] ?? [], ARRAY_COLUMNS[table] ?? []);
  if (sent.refused) {
    return routeError(pathname, {
      status: 400,
      code: 'invalid_value',
      restCode: '22P02',
      message: 'Um dos campos recebeu um valor de tipo inválido.',
    });
  }
  return next(new Request(request, { body: JSON.stringify(sent.body) }), context);
};
