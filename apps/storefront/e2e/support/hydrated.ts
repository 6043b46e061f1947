import type { Page } from 'playwright-core';

/**
 * Opens a page and waits until React has hydrated the server's HTML (its fibers are attached to
 * the page's main region and first heading): a click or a keystroke before that is not heard.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  // Not the load event: that waits for every picture of a server-rendered page.
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await page.waitForFunction(() => {
    const hasFiber = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const heading = document.querySelector('main h1');
    return hasFiber(document.querySelector('main')) && (heading === null || hasFiber(heading));
  }, undefined, { timeout: 45_000 });
}
