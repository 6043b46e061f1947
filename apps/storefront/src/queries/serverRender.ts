import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Loaders read everything a page shows before a server render, so its HTML is complete; in the
 * browser they wait only for what the first screen needs, and the rest fills in as it arrives.
 */
export const renderingOnServer = typeof document === 'undefined';

/**
 * Awaits `reads` on the server, where a rejection fails the render (the route's error component,
 * answered 503 by the server); in the browser lets them run on, and the page shows its own error state.
 */
export async function untilServerRender(reads: Promise<unknown>): Promise<void> {
  if (renderingOnServer) await reads;
  else reads.catch(() => undefined);
}

/** Whether none of the queries' reads failed: on the server every one has settled once its loader awaited it. */
export function readsComplete(queryClient: QueryClient, queryKeys: QueryKey[]): boolean {
  return queryKeys.every((queryKey) => queryClient.getQueryState(queryKey)?.status !== 'error');
}

/**
 * Route `headers`: a page that a failed read left without one of its sections is not kept by CDNs
 * (a page may otherwise be served from their cache for minutes), so the next visitor gets a new try.
 */
export function uncachedUnlessComplete({ loaderData }: { loaderData?: { complete: boolean } }): Record<string, string> | undefined {
  return loaderData?.complete === false ? { 'Cache-Control': 'no-store' } : undefined;
}
