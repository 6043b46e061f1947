import { DataError, isNetworkFailure } from '@oneboss/data/catalogue';

/**
 * What a server render says when the backend does not answer it. The spec's transport texts ask
 * the visitor to check their internet, true in the browser; on the server the link that failed is ours.
 */
export const CATALOGUE_UNAVAILABLE = 'O catálogo está indisponível no momento. Tente novamente em instantes.';

/** A read's failure as a server render reports it: a transport failure is the backend's, still worth retrying (503). */
export function asServerReadError(error: unknown): unknown {
  return isNetworkFailure(error) ? new DataError('backend-unavailable', CATALOGUE_UNAVAILABLE, { cause: error, status: 503 }) : error;
}
