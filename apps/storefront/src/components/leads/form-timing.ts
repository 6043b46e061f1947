/**
 * The database drops a lead sent less than this after its form opened (a script posts at once);
 * its default is the same (private.lead_screening_settings.min_fill_ms).
 */
export const MIN_FILL_MS = 3000;

/**
 * Milliseconds since `openedAt` (a `performance.now()` reading), first waiting out the rest of
 * MIN_FILL_MS, so a person quick with autofill is delayed a moment rather than dropped as a bot.
 */
export async function untilFilledLongEnough(openedAt: number, now: () => number = () => performance.now()): Promise<number> {
  // setTimeout drops the fraction of a millisecond that performance.now() readings carry, and a
  // report of 2 999 ms is a bot's to the server: wait until the minimum has really passed, never round up.
  for (let wait = openedAt + MIN_FILL_MS - now(); wait > 0; wait = openedAt + MIN_FILL_MS - now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
  }
  return Math.floor(now() - openedAt);
}
