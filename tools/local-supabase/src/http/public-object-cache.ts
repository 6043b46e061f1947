import type { Middleware } from './middleware.js';

const PUBLIC_OBJECT_PATH = /^\/storage\/v1\/object\/public\//;
// An hour (STORAGE_CACHE_SECONDS): what the apps upload with, and what a public object gets when it asked for nothing.
const DEFAULT_MAX_AGE = 3600;

/** `max-age=600` → `public, max-age=600`; `no-cache` or nothing → `public, max-age=3600`. */
function publicCacheControl(stored: string | null): string {
  const maxAge = stored?.match(/max-age=(\d+)/)?.[1];
  return `public, max-age=${maxAge ?? DEFAULT_MAX_AGE}`;
}

/**
 * Public objects are meant for browsers and CDNs to keep: answer them with a
 * public cache lifetime taken from the upload's `cacheControl`, where lite sends
 * `no-cache`-style values through untouched.
 */
export const publicObjectCache: Middleware = async (request, context, next) => {
  const response = await next(request, context);
  if (!response.ok || !PUBLIC_OBJECT_PATH.test(new URL(request.url).pathname)) return response;
  const headers = new Headers(response.headers);
  headers.set('cache-control', publicCacheControl(response.headers.get('cache-control')));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
