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
  const wait = openedAt + MIN_FILL_MS - now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return Math.round(now() - openedAt);
}
