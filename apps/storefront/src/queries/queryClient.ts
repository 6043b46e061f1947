import { QueryClient } from '@tanstack/react-query';

/** Spec §9: up to 3 automatic retries, waiting 1 s, 2 s, then 4 s. */
export const MAX_RETRIES = 3;
export const retryDelayMs = (failedAttempts: number): number => 1000 * 2 ** failedAttempts;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: MAX_RETRIES,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
        // Catalogue data changes rarely; a minute avoids refetching on every back-and-forth.
        staleTime: 60_000,
      },
    },
  });
}
