import type { Middleware } from './middleware.js';

const OBJECT_PATH = /^\/storage\/v1\/object\/(?!list\/|sign\/|info\/|upload\/)/;

/**
 * Lite reads whole objects and ignores `Range`; hosted Storage answers a single
 * byte range with 206 (video and resumable downloads rely on it). Objects here
 * are images of a few MB at most, so the slice is cut from the full body.
 */
export const objectRange: Middleware = async (request, context, next) => {
  const range = request.headers.get('range')?.match(/^bytes=(\d*)-(\d*)$/);
  const response = await next(request, context);
  if (
    !range ||
    (range[1] === '' && range[2] === '') ||
    request.method !== 'GET' ||
    response.status !== 200 ||
    !OBJECT_PATH.test(new URL(request.url).pathname)
  ) {
    return response;
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const size = body.byteLength;
  // `bytes=-N` asks for the last N bytes
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  const headers = new Headers(response.headers);
  if (start > end || start >= size) {
    headers.set('content-range', `bytes */${size}`);
    headers.delete('content-length');
    return new Response(null, { status: 416, headers });
  }
  headers.set('content-range', `bytes ${start}-${end}/${size}`);
  headers.set('content-length', String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, headers });
};
