import { isTransientError } from '@oneboss/data/catalogue';
import { MAX_FETCH_RETRIES, RETRY_DELAYS_MS } from '@oneboss/domain';
import { QueryClient } from '@tanstack/react-query';
import { isServerReadTimeout } from './server-read-error';
import { renderingOnServer } from './server-render';

/** Up to 3 automatic retries, 1 s, 2 s then 4 s apart; a refused request is not worth repeating. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_FETCH_RETRIES && isTransientError(error);
}

/**
 * A server render asks a failed read again once, 1 s later, and never one that ran out of time:
 * that read already held the visitor for the whole timeout, and asking again would queue more work
 * at a backend too busy to answer. The page answers 503 at once, and a CDN serves its stale copy.
 */
export function shouldRetryOnServer(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isTransientError(error) && !isServerReadTimeout(error);
}

export function retryDelayMs(failureCount: number): number {
  return RETRY_DELAYS_MS[Math.min(failureCount, RETRY_DELAYS_MS.length - 1)];
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: renderingOnServer ? shouldRetryOnServer : shouldRetry,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
        // Catalogue data changes rarely; a minute avoids refetching on every back-and-forth.
        staleTime: 60_000,
      },
    },
  });
}
