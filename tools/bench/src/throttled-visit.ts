import { newContext } from '@oneboss/e2e';
import type { Browser } from 'playwright-core';
import type { CpuCalibration } from './cpu-calibration';
import { median } from './median';

/** A phone on a slow mobile link: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's slow 4G as measured on real devices). */
export const THROTTLED_LINK = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 };

interface ThrottledVisit {
  /** From navigation start until the page's main region and its heading are React's (hydrated). */
  hydratedMs: number;
  /** The largest contentful paint the browser reported by then. */
  lcpMs: number;
  /** The host's CPU read just before this visit, which set its slowdown. */
  calibration: CpuCalibration;
}

export interface ThrottledVisitRow {
  route: string;
  runs: ThrottledVisit[];
  hydratedMs: number;
  lcpMs: number;
  /** The visits' median reading of the host's CPU, with its slowdown. */
  calibration: CpuCalibration;
}

/**
 * A first visit at 390x844 in a fresh context (nothing cached) on the throttled link with the CPU
 * slowed by the calibrated multiplier, as a buyer's phone opens the page from a link.
 */
async function visitOnce(browser: Browser, url: string, calibration: CpuCalibration): Promise<ThrottledVisit> {
  const context = await newContext(browser, 'mobile');
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED_LINK.latencyMs,
      downloadThroughput: THROTTLED_LINK.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLED_LINK.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: calibration.multiplier });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    // Checked once per frame inside the page, timed from its navigation start; the same test of
    // "hydrated" as the e2e journeys' gotoHydrated. No named functions: tsx would wrap them in a helper the page lacks.
    const hydratedAt = await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        const hydrated = [main, document.querySelector('main h1') ?? main].every(
          (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        );
        return hydrated ? performance.now() : null;
      },
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    const hydratedMs = (await hydratedAt.jsonValue()) as number;
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? 0);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(0), 1_000);
        }),
    );
    return { hydratedMs, lcpMs, calibration };
  } finally {
    await context.close();
  }
}

/** Attempts per visit: on a busy host the server can answer a page 503 (its reads queued past their time). */
const VISIT_ATTEMPTS = 3;

/** One visit, tried again when the page could not be opened, so a run keeps its other pages' figures. */
async function visitWithRetries(browser: Browser, url: string, calibrate: () => Promise<CpuCalibration>, log: (line: string) => void): Promise<ThrottledVisit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await visitOnce(browser, url, await calibrate());
    } catch (error) {
      if (attempt === VISIT_ATTEMPTS) throw error;
      log(`  the visit failed (${(error as Error).message.split('\n')[0]}); trying again`);
    }
  }
}

/**
 * `runs` throttled first visits of each route, one after the other, each slowed by a calibration
 * taken just before it (the host's speed moves by the minute); the medians are the gate's figures.
 */
export async function measureThrottledVisits(
  browser: Browser,
  siteUrl: string,
  routes: string[],
  runs: number,
  calibrate: () => Promise<CpuCalibration>,
  log: (line: string) => void,
): Promise<ThrottledVisitRow[]> {
  const rows: ThrottledVisitRow[] = [];
  for (const route of routes) {
    log(`Throttled first visit of ${route} at 390x844 (${runs} visits)…`);
    const visits: ThrottledVisit[] = [];
    for (let i = 0; i < runs; i += 1) visits.push(await visitWithRetries(browser, `${siteUrl}${route}`, calibrate, log));
    const calibrations = visits.map((v) => v.calibration).sort((a, b) => a.benchmarkIndex - b.benchmarkIndex);
    rows.push({
      route,
      runs: visits,
      hydratedMs: median(visits.map((v) => v.hydratedMs)),
      lcpMs: median(visits.map((v) => v.lcpMs)),
      calibration: calibrations[Math.floor(calibrations.length / 2)],
    });
  }
  return rows;
}
