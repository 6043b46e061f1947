import type { QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from './router';

/** Past this, the page renders with whatever has arrived and shows its own loading states. */
const FIRST_VIEW_WAIT_MS = 1500;

/**
 * Resolves when the first view can render complete: its route's code and loader have run and the
 * reads in flight (the early entry's included) have settled. React then renders the page once,
 * instead of a loading state first and again as each route store and query settles (each of those
 * re-renders is synchronous, a long task on a phone). A slow backend holds the static shell at
 * most FIRST_VIEW_WAIT_MS.
 */
export function firstViewReady(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient): Promise<void> {
  const ready = router
    .load()
    .catch(() => undefined)
    .then(() => readsSettled(queryClient));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const capped = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_VIEW_WAIT_MS)));
  return Promise.race([ready, capped]).finally(() => clearTimeout(timer));
}

function readsSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const settleWhenIdle = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(settleWhenIdle);
    settleWhenIdle();
  });
}
