import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';

// Control characters and backslashes have no place in a route or an object name; URL parsers read `\` as `/`.
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/**
 * The one form of a path every later step sees: percent-decoded once (`%74oken` → `token`,
 * `%2F` → `/`), empty and `.` segments dropped (`//auth//v1/` → `/auth/v1`), `..` resolved,
 * no trailing slash. Undefined when it cannot be decoded, holds a control character or a
 * backslash, or climbs above the root.
 */
export function canonicalPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (FORBIDDEN.test(decoded)) return undefined;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return `/${segments.join('/')}`;
}

/**
 * Lite's router decodes paths its own way and the guards after this one match plain strings,
 * so each would see a different route in `/auth/v1/%74oken`: decode it once, here, and hand
 * everyone the same request. A path that cannot be made canonical is refused.
 */
export const requestPath: Middleware = async (request, context, next) => {
  const url = new URL(request.url);
  const path = canonicalPath(url.pathname);
  if (path === undefined) {
    return routeError(url.pathname, { status: 400, code: 'invalid_path', message: 'Endereço de requisição inválido.' });
  }
  const canonical = new URL(url);
  // `%` must stay literal once decoded; the URL setter escapes everything else that needs it.
  canonical.pathname = path.replaceAll('%', '%25');
  if (canonical.pathname === url.pathname) return next(request, context);
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  };
  return next(new Request(canonical, init), context);
};
