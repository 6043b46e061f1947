import type { Page } from 'playwright-core';

/**
 * Waits for the page's finite animations and transitions to end (a dialog fading in, a toast
 * sliding); looping ones (skeleton pulses, spinners) never end and are left running. Checks of
 * painted colours, such as axe's contrast rule, fail on a half-faded element otherwise.
 */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
