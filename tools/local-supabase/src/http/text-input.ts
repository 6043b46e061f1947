import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';
import { jsonBody } from './json-body.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });
// PostgreSQL's text cannot hold NUL either: it answers 22021 with its own English text.
const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/;
const storable = (text: string) => !UNSTORABLE.test(text);

/** Whether every string (and key) of a parsed JSON value is well-formed UTF-16 PostgreSQL can hold: no `\ud800` escape left unpaired, no `\u0000`. */
export function isWellFormedJson(value: unknown): boolean {
  if (typeof value === 'string') return storable(value);
  if (Array.isArray(value)) return value.every(isWellFormedJson);
  if (value && typeof value === 'object') return Object.entries(value).every(([key, item]) => storable(key) && isWellFormedJson(item));
  return true;
}

/**
 * Whether a raw query string's percent-escapes spell valid UTF-8 without NUL. A `%` not followed by
 * two hex digits is taken literally, as PostgREST does; decodeURIComponent refuses invalid sequences
 * and surrogates (`%ED%A0%80`), which URLSearchParams would turn into U+FFFD.
 */
export function isValidUtf8Query(search: string): boolean {
  try {
    return storable(decodeURIComponent(search.replace(/%(?![0-9a-f]{2})/gi, '%25')));
  } catch {
    return false;
  }
}

/** Whether a body's bytes are valid UTF-8. */
function isValidUtf8(bytes: ArrayBuffer): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Text that is not valid UTF-8, or JSON with a lone surrogate escape, would be stored with
 * replacement characters in place of what was sent (a lead's name, a sign-up's e-mail, a search),
 * and a NUL fails in the database: every auth and REST request is refused 400 instead, in its
 * query or its body, with one pt-BR text. The body is already in memory (the body limit reads it).
 */
export const textInput: Middleware = async (request, context, next) => {
  const url = new URL(request.url);
  const { pathname } = url;
  if (!pathname.startsWith('/auth/v1/') && !pathname.startsWith('/rest/v1/')) return next(request, context);
  const valid =
    isValidUtf8Query(url.search) &&
    (!request.body || (isValidUtf8(await request.clone().arrayBuffer()) && isWellFormedJson(await jsonBody(request))));
  if (valid) return next(request, context);
  return routeError(pathname, {
    status: 400,
    code: 'validation_failed',
    restCode: '22021',
    message: 'O texto enviado contém caracteres inválidos.',
  });
};
