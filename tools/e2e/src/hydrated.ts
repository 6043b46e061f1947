import type { Page } from 'playwright-core';

/**
 * Opens a page and waits until React has hydrated the server's HTML (its fibers are attached to
 * the page's main region and first heading): a click or a keystroke before that is not heard.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  // Not the load event: that waits for every picture of a server-rendered page.
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  // No named function inside: the bench runs this through tsx, which would wrap it in a helper the page lacks.
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return [main, document.querySelector('main h1') ?? main].every((element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, undefined, { timeout: 45_000 });
}

/** Run in the page: React has taken over the server's HTML at `selector` (its fiber is attached to the element). */
export const hasReactFiber = (selector: string) => {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
};

/**
 * Waits until React has hydrated the element at `selector`: a part that hydrates after the page's main
 * region (a form whose code arrives later, a section near the view) does not hear a click before that.
 */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(hasReactFiber, selector, { timeout: 45_000 });
}
