import { DataError, isNetworkFailure } from '@oneboss/data/catalogue';
import { REQUEST_MESSAGES } from '@oneboss/domain';

/**
 * A read's failure as a server render reports it. The transport texts ask the visitor to
 * check their internet, true in the browser; on the server the link that failed is ours, so a
 * transport failure says the catalogue is unavailable, still worth retrying (503).
 */
export function asServerReadError(error: unknown): unknown {
  return isNetworkFailure(error) ? new DataError('backend-unavailable', REQUEST_MESSAGES.catalogueUnavailable, { cause: error, status: 503 }) : error;
}
