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

/** The body's bytes, or undefined as soon as more than `max` have arrived (the rest stays unread). */
async function readAtMost(reader: ReadableStreamDefaultReader<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) return undefined;
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

/** How much of a refused body is read and thrown away, at most, before the connection is cut. */
const DISCARD = { bytes: 64 * MB, milliseconds: 10_000 };

/**
 * Reads the rest of a refused body and drops it, so its sender gets to read the answer (a server
 * that closes while the client is still sending resets the connection, and a reset discards the
 * answer unread) and the connection can carry the next request. A sender that goes on past the
 * budget is cut off.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const deadline = Date.now() + DISCARD.milliseconds;
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DISCARD.bytes || Date.now() > deadline) break;
    }
    await reader.cancel();
  } catch {
    // the sender went away: nothing left to discard
  }
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
    const reader = request.body.getReader();
    const bytes = declared > max ? undefined : await readAtMost(reader, max);
    if (!bytes) {
      void discardRest(reader);
      const message = UPLOAD_PATH.test(pathname)
        ? `O arquivo excede o tamanho máximo permitido (${Math.floor(max / MB)} MB).`
        : 'O corpo da requisição é grande demais.';
      return routeError(pathname, { status: 413, code: 'request_too_large', message });
    }
    const headers = new Headers(request.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(bytes.byteLength));
    return next(new Request(request.url, { method: request.method, headers, body: bytes, signal: request.signal }), context);
  };
}
