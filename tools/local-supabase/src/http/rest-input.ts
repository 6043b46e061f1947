import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';
import { jsonBody } from './json-body.js';

const TABLE_PATH = /^\/rest\/v1\/(?!rpc\/)[^/]+$/;
const WRITES = new Set(['POST', 'PATCH', 'PUT']);

/** Whether a JSON write body (one row or an array of rows) gives a field an object or an array. */
export function hasNestedValue(body: unknown): boolean {
  const rows = Array.isArray(body) ? body : [body];
  return rows.some((row) => row && typeof row === 'object' && Object.values(row).some((value) => value !== null && typeof value === 'object'));
}

/**
 * No table of this project has a json, jsonb or array column, so a field sent as an object or an
 * array is never a value: PGlite's driver fails on it (lite answers 500) and PostgreSQL would
 * store its JSON text as the name of a lead. A table write carrying one is answered 400, as a
 * value of the wrong type is. Bodies that are not JSON are left to lite.
 */
export const restInput: Middleware = async (request, context, next) => {
  const { pathname } = new URL(request.url);
  if (!request.body || !WRITES.has(request.method) || !TABLE_PATH.test(pathname)) return next(request, context);
  if (!hasNestedValue(await jsonBody(request))) return next(request, context);
  return routeError(pathname, {
    status: 400,
    code: 'invalid_value',
    restCode: '22P02',
    message: 'Um dos campos recebeu um valor de tipo inválido.',
  });
};
