import type { Middleware } from './middleware.js';
import { storageError } from './storage-error.js';

const UPLOAD_PATH = /^\/storage\/v1\/object\/(?:upload\/sign\/)?[^/]+\/.+/;

/**
 * supabase-js sends a browser File or Blob as multipart form data with the file
 * under an empty field name, plus `cacheControl` and `metadata` fields; lite only
 * looks for a `file` field (and stores PUT bodies as they come). Hosted Supabase
 * takes the first file part, so rewrite such requests into the raw-body form lite
 * accepts: the bytes, their content type, `cache-control: max-age=…`, `x-metadata`.
 */
export const multipartUpload: Middleware = async (request, context, next) => {
  const contentType = request.headers.get('content-type') ?? '';
  if (
    (request.method !== 'POST' && request.method !== 'PUT') ||
    !contentType.startsWith('multipart/form-data') ||
    !UPLOAD_PATH.test(new URL(request.url).pathname)
  ) {
    return next(request, context);
  }
  // undici refuses a body without a boundary, truncated or otherwise not multipart: the sender's fault.
  const form = await request.formData().catch(() => undefined);
  if (!form) return storageError(400, 'InvalidRequest', 'Corpo multipart inválido.');
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) return storageError(400, 'InvalidRequest', 'O envio multipart não traz nenhum arquivo.');
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', file.type || 'application/octet-stream');
  const cacheControl = form.get('cacheControl');
  if (typeof cacheControl === 'string' && cacheControl !== '') headers.set('cache-control', `max-age=${cacheControl}`);
  const metadata = form.get('metadata');
  if (typeof metadata === 'string') headers.set('x-metadata', Buffer.from(metadata).toString('base64'));
  const body = new Uint8Array(await file.arrayBuffer());
  return next(new Request(request.url, { method: request.method, headers, body }), context);
};
