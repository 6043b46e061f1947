import { gotoHydrated, newContext, type ViewportName } from '@oneboss/e2e';
import type { Browser, Page } from 'playwright-core';
import { percentile } from './timing';

export interface FirstTapRow {
  control: string;
  route: string;
  viewport: ViewportName;
  /** Every run's time from the click until what it opens is laid out on the page. */
  runsMs: number[];
  medianMs: number;
  slowestMs: number;
}

interface Tap {
  control: string;
  route: string;
  viewport: ViewportName;
  find: (page: Page) => ReturnType<Page['getByRole']>;
  /** What the control opens, as a CSS selector: shown once it has a box on screen. */
  shown: string;
}

export const FIRST_TAP_RUNS = 5;

function taps(productPath: string): Tap[] {
  return [
    { control: 'Abrir menu', route: '/', viewport: 'mobile', find: (page) => page.getByRole('button', { name: 'Abrir menu' }), shown: '#mobile-menu-panel' },
    { control: 'Filtros', route: '/loja', viewport: 'mobile', find: (page) => page.getByRole('button', { name: 'Filtros', exact: true }), shown: 'dialog[open]' },
    { control: 'Ampliar imagem', route: productPath, viewport: 'mobile', find: (page) => page.getByRole('button', { name: /^Ampliar imagem 1 / }), shown: 'dialog[open]' },
    { control: 'Comparar (its tray)', route: productPath, viewport: 'mobile', find: (page) => page.getByRole('button', { name: 'Comparar', exact: true }), shown: '[data-compare-tray]' },
    { control: 'Adicionar aos favoritos (its toast)', route: productPath, viewport: 'desktop', find: (page) => page.getByRole('button', { name: 'Adicionar aos favoritos', exact: true }), shown: '[data-scope="toast"][data-part="root"]' },
  ];
}

/** Quiet time after the last long task: below-the-fold parts hydrate in idle time after the page's own. */
const SETTLED_MS = 500;

/** Waits until the main thread has had no long task for SETTLED_MS, so the tap is timed alone. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let lastBusy = performance.now();
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lastBusy = Math.max(lastBusy, entry.startTime + entry.duration);
        }).observe({ type: 'longtask', buffered: true });
        const timer = setInterval(() => {
          if (performance.now() - lastBusy < quietMs) return;
          clearInterval(timer);
          resolve();
        }, 50);
      }),
    SETTLED_MS,
  );
}

async function timeFirstTap(browser: Browser, siteUrl: string, tap: Tap): Promise<number> {
  const context = await newContext(browser, tap.viewport);
  try {
    const page = await context.newPage();
    await gotoHydrated(page, `${siteUrl}${tap.route}`);
    await page.waitForLoadState('networkidle');
    await settled(page);
    // Timed inside the page, so the driver's own round trips are not counted; checked once per frame.
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    return await tap.find(page).evaluate(async (control, shown) => {
      const start = performance.now();
      (control as HTMLElement).click();
      for (;;) {
        const box = document.querySelector(shown)?.getBoundingClientRect();
        if (box && box.width > 0 && box.height > 0) return performance.now() - start;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }, tap.shown);
  } finally {
    await context.close();
  }
}

/**
 * A fresh visit's first use of the controls that open something, unthrottled: what the app itself
 * adds between a tap and the answer (code loaded on first use, React holding back a suspended part).
 */
export async function measureFirstTaps(browser: Browser, siteUrl: string, productPath: string, log: (line: string) => void): Promise<FirstTapRow[]> {
  const rows: FirstTapRow[] = [];
  for (const tap of taps(productPath)) {
    log(`First tap on '${tap.control}' at ${tap.route} (${FIRST_TAP_RUNS} visits)…`);
    const runsMs: number[] = [];
    for (let i = 0; i < FIRST_TAP_RUNS; i += 1) runsMs.push(await timeFirstTap(browser, siteUrl, tap));
    const sorted = [...runsMs].sort((x, y) => x - y);
    rows.push({ control: tap.control, route: tap.route, viewport: tap.viewport, runsMs, medianMs: percentile(sorted, 50), slowestMs: sorted[sorted.length - 1] });
  }
  return rows;
}
