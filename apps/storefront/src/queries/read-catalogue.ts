import type { QueryKey } from '@tanstack/react-query';
import { asServerReadError } from './server-read-error';
import { renderingOnServer } from './server-render';
import { sharedOnServer } from './shared-on-server';

type CatalogueReads = typeof import('./catalogue-reads');

/**
 * Runs a catalogue read, loading the reads and their PostgREST client on the first one. A first
 * visit's data arrives with the server's HTML, so in the browser they are needed only from the
 * first navigation on (the router's intent preload starts them on a link's hover or touch), and stay
 * out of the JavaScript every page starts with. On the server a failure says it is the backend's.
 */
export async function readCatalogue<T>(read: (reads: CatalogueReads) => Promise<T>): Promise<T> {
  const reading = import('./catalogue-reads').then(read);
  return renderingOnServer ? reading.catch((error: unknown) => Promise.reject(asServerReadError(error))) : reading;
}

/**
 * The key and read of a catalogue query that is the same for every visitor: on the server its
 * renders of a few seconds share it (sharedOnServer), under the key the page's cache keeps it by.
 */
export function siteWideRead<T>(queryKey: QueryKey, read: (reads: CatalogueReads) => Promise<T>) {
  return { queryKey, queryFn: () => sharedOnServer(queryKey, () => readCatalogue(read)) };
}
