import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';

// What a hosted project serves, plus the development mailbox (which checks the secret key itself).
const EXPOSED = /^\/(?:rest|auth|storage|local)\/v1(?:\/|$)/;

/**
 * Lite also answers `/_system/*` (configuration, connection, every table and function) and a
 * studio at `/` to anyone, key or not; a hosted project has neither. Only the APIs are served.
 */
export const exposedPaths: Middleware = async (request, context, next) => {
  const { pathname } = new URL(request.url);
  if (EXPOSED.test(pathname)) return next(request, context);
  return routeError(pathname, { status: 404, code: 'not_found', message: 'Endereço não encontrado.' });
};
