import type { Middleware } from './middleware.js';

const API_PATH = /^\/(?:rest|auth|storage)\/v1(?:\/|$)/;
const ALLOWED_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD';
const ALLOWED_HEADERS = [
  'authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version', 'prefer', 'range',
  'range-unit', 'accept', 'accept-profile', 'content-profile', 'cache-control', 'x-upsert', 'x-metadata',
  'if-none-match', 'if-modified-since',
].join(', ');
const EXPOSED_HEADERS = [
  'Content-Range', 'Content-Location', 'Preference-Applied', 'Content-Length', 'Content-Type', 'ETag',
  'Last-Modified', 'X-Total-Count', 'Link', 'Range-Unit', 'X-Sb-Error-Code',
].join(', ');

/**
 * The apps and their tests run on other origins. Hosted Supabase's gateway
 * answers every preflight and tags every response the same way on all three APIs;
 * lite does so only in part (auth preflights name no allowed headers), so do it here.
 */
export const cors: Middleware = async (request, context, next) => {
  if (!API_PATH.test(new URL(request.url).pathname)) return next(request, context);
  if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
    return new Response(null, {
      status: 204,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': request.headers.get('access-control-request-headers') || ALLOWED_HEADERS,
        'access-control-max-age': '86400',
      },
    });
  }
  const response = await next(request, context);
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', '*');
  headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  headers.delete('access-control-allow-credentials');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
