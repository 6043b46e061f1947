import { DataError, isNetworkFailure } from '@oneboss/data/catalogue';
import { REQUEST_MESSAGES } from '@oneboss/domain';
import { RETRY_AFTER_SECONDS } from './security-headers';

/**
 * A server route that reads nothing but the backend (the sitemap, its parts, a share image): a
 * read that failed after its retries means the catalogue is unavailable for now. 503 with
 * Retry-After says so, never kept, and crawlers, CDNs and link previews come back instead of
 * counting the URL as broken. Any other error is a fault of ours and stays a 500.
 */
export async function unlessBackendUnavailable(answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof DataError) && !isNetworkFailure(error)) throw error;
    return new Response(REQUEST_MESSAGES.catalogueUnavailable, {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
  }
}
