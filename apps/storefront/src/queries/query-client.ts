import { isTransientError } from '@oneboss/data/catalogue';
import { MAX_FETCH_RETRIES, RETRY_DELAYS_MS } from '@oneboss/domain';
import { QueryClient } from '@tanstack/react-query';

/** Up to 3 automatic retries, 1 s, 2 s then 4 s apart; a refused request is not worth repeating. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_FETCH_RETRIES && isTransientError(error);
}

export function retryDelayMs(failureCount: number): number {
  return RETRY_DELAYS_MS[Math.min(failureCount, RETRY_DELAYS_MS.length - 1)];
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
        // Catalogue data changes rarely; a minute avoids refetching on every back-and-forth.
        staleTime: 60_000,
      },
    },
  });
}
