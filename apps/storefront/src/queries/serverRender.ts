/**
 * Loaders read everything a page shows before a server render, so its HTML is complete; in the
 * browser they wait only for what the first screen needs, and the rest fills in as it arrives.
 */
const renderingOnServer = typeof document === 'undefined';

/** Awaits `reads` on the server; in the browser lets them run on. */
export async function untilServerRender(reads: Promise<unknown>): Promise<void> {
  if (renderingOnServer) await reads;
}
