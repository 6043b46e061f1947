/**
 * Loaders read everything a page shows before a server render, so its HTML is complete; in the
 * browser they wait only for what the first screen needs, and the rest fills in as it arrives.
 */
const renderingOnServer = typeof document === 'undefined';

/**
 * Awaits `reads` on the server, where a rejection fails the render (the route's error component,
 * answered 500); in the browser lets them run on, and the page shows its own error state.
 */
export async function untilServerRender(reads: Promise<unknown>): Promise<void> {
  if (renderingOnServer) await reads;
  else reads.catch(() => undefined);
}
