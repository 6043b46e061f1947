import { create as contentDisposition } from 'content-disposition';
import { mediaType } from '../declared-content.js';
import type { Middleware } from './middleware.js';
import { decodePath } from './object-path-names.js';

// Answers carrying an object's bytes: downloads (public, signed, authenticated) and renders.
const OBJECT_BYTES = /^\/storage\/v1\/(?:object\/(?!list\/|info\/|move$|copy$|upload\/)|render\/image\/)/;
// What GitHub serves user files with: no script, plugin, form or frame runs on the API's origin,
// while an image opened on its own still shows.
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
// Types a browser shows inline without running anything; the rest is downloaded.
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']);

/**
 * `attachment` with the file name for `?download[=name]` (hosted Storage's parameter, which
 * supabase-js sets) and for any type outside `INLINE_TYPES`; undefined for an inline image.
 */
export function objectDisposition(url: URL, contentType: string | null): string | undefined {
  const download = url.searchParams.get('download');
  if (download === null && INLINE_TYPES.has(mediaType(contentType))) return undefined;
  const name = decodePath(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
  return contentDisposition(download || name);
}

/**
 * Every storage answer says `nosniff` and carries a sandboxing Content-Security-Policy:
 * whatever an object holds, a browser neither guesses another type for it nor runs it as a
 * page of this origin. Objects that are not plain images are downloaded rather than shown.
 */
export const storageResponseHeaders: Middleware = async (request, context, next) => {
  const url = new URL(request.url);
  const response = await next(request, context);
  if (!url.pathname.startsWith('/storage/v1/')) return response;
  const headers = new Headers(response.headers);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('content-security-policy', SANDBOX);
  if (response.ok && (request.method === 'GET' || request.method === 'HEAD') && OBJECT_BYTES.test(url.pathname)) {
    const disposition = objectDisposition(url, response.headers.get('content-type'));
    if (disposition) headers.set('content-disposition', disposition);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
