import { AsyncLocalStorage } from 'node:async_hooks';

interface UploadScope {
  refusedType?: string;
}

const scopes = new AsyncLocalStorage<UploadScope>();

/**
 * Runs a request and tells whether the storage adapter refused its upload. Lite turns any
 * error its adapter throws into a 500, so the refusal travels back to the HTTP layer in this
 * request-scoped record instead.
 */
export async function watchingUploadRefusals(run: () => Promise<Response>): Promise<{ response: Response; refusedType?: string }> {
  const scope: UploadScope = {};
  const response = await scopes.run(scope, run);
  return { response, refusedType: scope.refusedType };
}

/** Records that the upload in progress declared `contentType` for other bytes; returns the error for the adapter to throw. */
export function uploadRefused(contentType: string): Error {
  const scope = scopes.getStore();
  if (scope) scope.refusedType = contentType;
  const error = new Error(`upload refused: the bytes are not ${contentType}`);
  // Lite logs what its adapter throws; a stack trace would say nothing more.
  error.stack = `UploadRefused: ${error.message}`;
  return error;
}
