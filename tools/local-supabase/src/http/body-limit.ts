import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';

/** The most bytes a request body may carry, per kind of route. */
export interface BodyLimits {
  /** `/auth/v1`: credentials and a little user metadata. */
  auth: number;
  /** `/rest/v1` writes and RPC arguments. */
  rest: number;
  /** `/storage/v1` object uploads: the buckets' 5 MB plus a multipart envelope. */
  upload: number;
  /** Anything else (storage lists, signed URLs, removals). */
  other: number;
}

const KB = 1024;
const MB = 1024 * KB;

export const DEFAULT_BODY_LIMITS: BodyLimits = { auth: 64 * KB, rest: 1 * MB, upload: 5 * MB + 64 * KB, other: 1 * MB };

const UPLOAD_PATH = /^\/storage\/v1\/object\/(?:upload\/sign\/)?(?!list\/|sign\/|info\/|public\/|authenticated\/)[^/]+\/./;

export function bodyLimitFor(pathname: string, limits: BodyLimits): number {
  if (pathname.startsWith('/auth/v1/')) return limits.auth;
  if (pathname.startsWith('/rest/v1/')) return limits.rest;
  if (UPLOAD_PATH.test(pathname)) return limits.upload;
  return limits.other;
}

/** The body's bytes, or undefined as soon as more than `max` have arrived. */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Caps request bodies on the bytes actually read, whatever Content-Length says or whether it is
 * sent at all (chunked uploads), and hands the rest of the chain a body already in memory, so
 * nothing downstream starts storing an upload that turns out too large. Hand-written: Hono's
 * bodyLimit fails the stream while the handler is reading it, after part of it may be stored.
 */
export function bodyLimit(limits: BodyLimits): Middleware {
  return async (request, context, next) => {
    if (!request.body) return next(request, context);
    const { pathname } = new URL(request.url);
    const max = bodyLimitFor(pathname, limits);
    const declared = Number(request.headers.get('content-length'));
    const bytes = declared > max ? undefined : await readAtMost(request.body, max);
    if (!bytes) {
      const message = UPLOAD_PATH.test(pathname)
        ? `O arquivo excede o tamanho máximo permitido (${Math.floor(max / MB)} MB).`
        : 'O corpo da requisição é grande demais.';
      // The rest of the body is never read, so the connection cannot carry another request.
      return routeError(pathname, { status: 413, code: 'request_too_large', message, headers: { connection: 'close' } });
    }
    const headers = new Headers(request.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(bytes.byteLength));
    return next(new Request(request.url, { method: request.method, headers, body: bytes, signal: request.signal }), context);
  };
}
