import type { Page } from 'playwright-core';

/** Longer than any of the site's finite animations; a wait past it names what is still running. */
const ANIMATIONS_TIMEOUT_MS = 15_000;

/**
 * Waits for the page's finite animations and transitions to end (a dialog fading in, a toast
 * sliding); looping ones (skeleton pulses, spinners) never end and are left running. Checks of
 * painted colours, such as axe's contrast rule, fail on a half-faded element otherwise. An
 * animation that does not end (paused, or never started) fails the wait with its name and element
 * instead of running the test into its own timeout with nothing said.
 */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  // No named function inside: a transform that keeps function names would call a helper the page lacks.
  const pending = await page.evaluate(
    (timeoutMs) =>
      new Promise<string[]>((resolve) => {
        const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
        const timer = setTimeout(
          () =>
            resolve(
              finite
                .filter((animation) => animation.playState !== 'finished' && animation.playState !== 'idle')
                .map((animation) => {
                  const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
                  const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : animation.id;
                  return `${name} (${animation.playState}, ${Math.round(Number(animation.currentTime))} ms) on ${target ? `${target.tagName.toLowerCase()}.${target.className}` : 'nothing'}`;
                }),
            ),
          timeoutMs,
        );
        void Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))).then(() => {
          clearTimeout(timer);
          resolve([]);
        });
      }),
    ANIMATIONS_TIMEOUT_MS,
  );
  if (pending.length > 0) throw new Error(`Animations still running after ${ANIMATIONS_TIMEOUT_MS} ms: ${pending.join('; ')}`);
}
