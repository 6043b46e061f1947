import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';
import { jsonBody } from './json-body.js';

// The fields GoTrue reads as strings; lite calls string methods on them or hands them to bcrypt.
const STRING_FIELDS = [
  'email', 'phone', 'password', 'token', 'token_hash', 'type', 'refresh_token', 'code_verifier', 'auth_code',
  'nonce', 'channel', 'provider', 'id_token', 'access_token', 'current_password', 'redirect_to',
];

/** Why a parsed auth body cannot be served, or undefined when it can. */
export function authBodyProblem(body: unknown): { code: string; message: string } | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { code: 'bad_json', message: 'O corpo da requisição deve ser um objeto JSON.' };
  }
  const record = body as Record<string, unknown>;
  const field = STRING_FIELDS.find((name) => record[name] !== undefined && record[name] !== null && typeof record[name] !== 'string');
  if (field) return { code: 'validation_failed', message: `O campo "${field}" deve ser um texto.` };
  return undefined;
}

/**
 * Lite answers 500 to auth bodies it did not expect: `null`, an e-mail that is an object (a U+0000
 * the database refuses is textInput's). GoTrue validates first and answers 400; so does this. A body
 * that is not JSON at all is left to lite, which already answers GoTrue's `bad_json`.
 */
export const authInput: Middleware = async (request, context, next) => {
  const { pathname } = new URL(request.url);
  if (!request.body || !pathname.startsWith('/auth/v1/') || request.method === 'GET') return next(request, context);
  const body = await jsonBody(request);
  if (body === undefined) return next(request, context);
  const problem = authBodyProblem(body);
  return problem ? routeError(pathname, { status: 400, ...problem }) : next(request, context);
};
