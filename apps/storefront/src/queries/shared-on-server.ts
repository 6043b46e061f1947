import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderingOnServer } from './server-render';

/**
 * How long the server's renders share a site-wide read. Short beside the minute a CDN keeps each
 * page (PAGE_CACHE_CONTROL), so staff see their edit on a page they open straight from the host.
 */
export const SITE_WIDE_READ_MS = 5_000;

// Retrying is the page's QueryClient's: a shared read that failed is read again by the next call.
const serverReads = renderingOnServer ? new QueryClient({ defaultOptions: { queries: { staleTime: SITE_WIDE_READ_MS, retry: false } } }) : null;

/**
 * A read that is the same for every visitor: the category tree, the hero, the partners, the
 * featured cards. On the server the renders of a few seconds share it, and renders at the same
 * moment share one request, instead of every page asking the backend again; in the browser it is a
 * plain read, kept by the page's QueryClient.
 */
export function sharedOnServer<T>(queryKey: QueryKey, read: () => Promise<T>): Promise<T> {
  return serverReads ? serverReads.fetchQuery({ queryKey, queryFn: read }) : read();
}
