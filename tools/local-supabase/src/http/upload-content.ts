import { mediaType } from '../declared-content.js';
import { watchingUploadRefusals } from '../upload-refusal.js';
import type { Middleware } from './middleware.js';
import { storageError } from './storage-error.js';

/**
 * The storage adapter stores an upload only when its magic bytes are what its content type
 * says (after lite has checked the caller's rights, the bucket's types and its size limit);
 * a refusal is answered here, with 415 in hosted Storage's shape, instead of lite's 500.
 */
export const uploadContent: Middleware = async (request, context, next) => {
  if ((request.method !== 'POST' && request.method !== 'PUT') || !new URL(request.url).pathname.startsWith('/storage/v1/')) {
    return next(request, context);
  }
  const { response, refusedType } = await watchingUploadRefusals(() => next(request, context));
  if (refusedType === undefined) return response;
  await response.body?.cancel();
  return storageError(
    415,
    'invalid_mime_type',
    `O conteúdo do arquivo não corresponde ao tipo declarado (${mediaType(refusedType) || 'nenhum'}).`,
  );
};
