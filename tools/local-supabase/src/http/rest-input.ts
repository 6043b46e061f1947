import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';
import { jsonBody } from './json-body.js';

const TABLE_PATH = /^\/rest\/v1\/(?!rpc\/)([^/]+)$/;
const WRITES = new Set(['POST', 'PATCH', 'PUT']);

/** The jsonb columns of the tables served, by table: the only fields whose value is an object or a list. */
const JSON_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  products: ['specs'],
  saved_searches: ['search', 'criteria'],
};

const isNested = (value: unknown) => value !== null && typeof value === 'object';

/** Whether a JSON write body (one row or an array of rows) gives a field other than `jsonColumns` an object or an array. */
export function hasNestedValue(body: unknown, jsonColumns: readonly string[] = []): boolean {
  const rows = Array.isArray(body) ? body : [body];
  return rows.some(
    (row) => row && typeof row === 'object' && Object.entries(row).some(([column, value]) => isNested(value) && !jsonColumns.includes(column)),
  );
}

/** The body with each jsonb column's object or list as its JSON text, which both of lite's drivers hand to PostgreSQL as is. */
function withJsonText(body: unknown, jsonColumns: readonly string[]): unknown {
  const rewrite = (row: unknown) =>
    row && typeof row === 'object'
      ? Object.fromEntries(Object.entries(row).map(([column, value]) => [column, jsonColumns.includes(column) && isNested(value) ? JSON.stringify(value) : value]))
      : row;
  return Array.isArray(body) ? body.map(rewrite) : rewrite(body);
}

/**
 * Only products.specs and saved_searches' search and criteria are jsonb columns: any other field sent as an object or an array is never a
 * value (PGlite's driver fails on it, lite answers 500, and PostgreSQL would store its JSON text as
 * the name of a lead), so a table write carrying one is answered 400, as a value of the wrong type
 * is. A jsonb column's object goes on as JSON text. Bodies that are not JSON are left to lite.
 */
export const restInput: Middleware = async (request, context, next) => {
  const { pathname } = new URL(request.url);
  const table = TABLE_PATH.exec(pathname)?.[1];
  if (!request.body || !WRITES.has(request.method) || !table) return next(request, context);
  const body = await jsonBody(request);
  const jsonColumns = JSON_COLUMNS[table] ?? [];
  if (hasNestedValue(body, jsonColumns)) {
    return routeError(pathname, {
      status: 400,
      code: 'invalid_value',
      restCode: '22P02',
      message: 'Um dos campos recebeu um valor de tipo inválido.',
    });
  }
  if (!hasNestedValue(body)) return next(request, context);
  return next(new Request(request, { body: JSON.stringify(withJsonText(body, jsonColumns)) }), context);
};
