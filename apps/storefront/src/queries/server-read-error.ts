import { DataError, isNetworkFailure } from '@oneboss/data/catalogue';
import { REQUEST_MESSAGES } from '@oneboss/domain';

/**
 * A read's failure as a server render reports it. The transport texts ask the visitor to
 * check their internet, true in the browser; on the server the link that failed is ours, so a
 * transport failure says the catalogue is unavailable (503). A read that ran out of time keeps
 * saying so in its code: a server render does not ask it again (query-client.ts).
 */
export function asServerReadError(error: unknown): unknown {
  if (!isNetworkFailure(error)) return error;
  const code = error instanceof DataError && error.code === 'timeout' ? 'backend-timeout' : 'backend-unavailable';
  return new DataError(code, REQUEST_MESSAGES.catalogueUnavailable, { cause: error, status: 503 });
}

/** True for a server read that ran out of time (asServerReadError). */
export function isServerReadTimeout(error: unknown): boolean {
  return error instanceof DataError && error.code === 'backend-timeout';
}
