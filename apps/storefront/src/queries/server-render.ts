import type { QueryClient } from '@tanstack/react-query';

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

/**
 * Route `headers`: a page that a failed read left without part of it is not kept by CDNs (a page may
 * otherwise be served from their cache for minutes), so the next visitor gets a new try. The server
 * makes a QueryClient per request, so every query in it is this page's.
 */
export function uncachedAfterFailedRead(queryClient: QueryClient): Record<string, string> | undefined {
  const failed = queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error');
  return failed ? { 'Cache-Control': 'no-store' } : undefined;
}

/** Route `headers` of a page reached by a personal link (its token in the URL): the visitor's alone, kept by nobody. */
export const PRIVATE_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'private, no-store' };
