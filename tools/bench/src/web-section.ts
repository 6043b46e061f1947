import { CHROMIUM_PATH } from '@oneboss/e2e';
import { chromium, type Browser } from 'playwright-core';
import type { ServedOver } from './budgets';
import { calibrateCpu, type CpuCalibration } from './cpu-calibration';
import { measuredClientLimits } from './databases';
import { startDemoBackend } from './demo-backend';
import { readRows } from './rest-read';
import { measureFirstTaps, type FirstTapRow } from './first-taps';
import { initialJavaScript, type InitialJavaScript } from './initial-js';
import { lighthouseMedian, type LighthouseRow, type Throttling } from './lighthouse-run';
import { startHostedStorefront, startPlainStorefront, type StorefrontSite } from './storefront-sites';
import { measureThrottledVisits, type ThrottledVisitRow } from './throttled-visit';

/** A page the bench measures: `route` names it in the tables, `path` is what is requested. */
interface BenchPage {
  route: string;
  path: string;
}

/** A row measured with the CPU slowed by the calibration taken just before it. */
type Calibrated<T> = T & { calibration: CpuCalibration };

export interface WebFigures {
  pages: BenchPage[];
  lighthouse: Calibrated<LighthouseRow>[];
  throttledVisits: (ThrottledVisitRow & { servedOver: ServedOver })[];
  /** Initial JavaScript of `/`. */
  initialJs: InitialJavaScript;
  /** Everything a product page's HTML asks for before its LCP picture. */
  productBeforeLcp: InitialJavaScript;
  firstTaps: FirstTapRow[];
}

interface WebRuns {
  lighthouse: Record<Throttling, number>;
  /** Throttled first visits per page and setup. */
  visits: number;
}

/** The demo catalogue's first featured product, the shop of its category filtered to one subcategory, and a seller's page. */
async function benchPages(backendUrl: string, anonKey: string): Promise<BenchPage[]> {
  const read = <T>(query: string) => readRows<T>(backendUrl, anonKey, query);
  const [product] = await read<{ id: string; category_id: string; category: { value: string } }>(
    'products?select=id,category_id,category:categories!category_id(value)&published=eq.true&featured=eq.true&order=id&limit=1',
  );
  if (!product) throw new Error('The demo catalogue has no featured product.');
  const [subcategory] = await read<{ id: string }>(`subcategories?select=id&category_id=eq.${product.category_id}&order=id&limit=1`);
  if (!subcategory) throw new Error(`The featured product's category ${product.category.value} has no subcategory.`);
  const [seller] = await read<{ slug: string }>('sellers?select=slug&order=slug&limit=1');
  if (!seller) throw new Error('The demo catalogue has no seller.');
  return [
    { route: '/', path: '/' },
    { route: '/loja', path: '/loja' },
    { route: 'filtered category', path: `/loja/${product.category.value}?subcategories=${subcategory.id}` },
    { route: 'product', path: `/produto/${product.id}` },
    { route: 'seller page', path: `/vendedores/${seller.slug}` },
  ];
}

/** Debian's Chromium as the e2e journeys launch it, also trusting the hosted setup's throw-away certificate. */
function launchTrustingBrowser(spkiSha256: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--ignore-certificate-errors-spki-list=${spkiSha256}`],
  });
}

/**
 * The demo catalogue's storefront, built for production and served two ways: its Node host on
 * plain HTTP/1.1, and behind HTTP/2 + TLS as hosted. Before each group of Lighthouse runs and
 * each throttled visit the host's CPU is calibrated (Lighthouse's benchmarkIndex), and the runs
 * slow it to the same phone. Over
 * each setup and page: Lighthouse with simulated and with applied throttling, and a throttled
 * first visit at 390x844 timed to hydration; on the Node host, the bytes `/` and a product page ask
 * for before their LCP and the time from a first tap to what it opens.
 */
export async function measureWeb(runs: WebRuns, log: (line: string) => void): Promise<WebFigures> {
  log('Starting the backend with the demo catalogue…');
  const backend = await startDemoBackend('pglite', measuredClientLimits());
  const sites: StorefrontSite[] = [];
  try {
    const { url, anonKey } = backend.server;
    const pages = await benchPages(url, anonKey);
    const productPath = pages.find((page) => page.route === 'product')!.path;
    log('Building the storefront for its Node host (HTTP/1.1)…');
    const plain = await startPlainStorefront({ url, anonKey });
    sites.push(plain);
    log('Building the storefront for the HTTP/2 + TLS proxy (as hosted)…');
    const hosted = await startHostedStorefront({ url, anonKey });
    sites.push(hosted);
    const setups: [ServedOver, StorefrontSite][] = [
      ['HTTP/1.1 (Node host)', plain],
      ['HTTP/2 + TLS (as hosted)', hosted],
    ];

    const browser = await launchTrustingBrowser(hosted.spkiSha256 ?? '');
    try {
      // Other work on the host changes its speed by the minute: each group of runs, and each visit, is calibrated just before it.
      const calibrated = async (what: string) => {
        const calibration = await calibrateCpu(browser);
        log(`${what}: benchmarkIndex ${calibration.benchmarkIndex}, CPU slowed ${calibration.multiplier}x`);
        return calibration;
      };
      const initialJs = await initialJavaScript(browser, plain.storefrontUrl, '/');
      const productBeforeLcp = await initialJavaScript(browser, plain.storefrontUrl, productPath, { beforeLcp: true });
      const firstTaps = await measureFirstTaps(browser, plain.storefrontUrl, productPath, log);
      const throttledVisits: WebFigures['throttledVisits'] = [];
      for (const [servedOver, site] of runs.visits > 0 ? setups : []) {
        for (const { route, path } of pages) {
          const [row] = await measureThrottledVisits(browser, site.storefrontUrl, [path], runs.visits, () => calibrated(`  a throttled visit of ${route} over ${servedOver}`), log);
          throttledVisits.push({ ...row, route, servedOver });
          log(`  hydrated ${Math.round(row.hydratedMs)} ms, LCP ${Math.round(row.lcpMs)} ms (medians)`);
        }
      }
      // Both setups get the flag, so the Chromium launches differ only in what serves the page.
      const trustLocalCertificate = [`--ignore-certificate-errors-spki-list=${hosted.spkiSha256}`];
      const lighthouse: WebFigures['lighthouse'] = [];
      for (const throttling of (['simulate', 'devtools'] as const).filter((method) => runs.lighthouse[method] > 0)) {
        for (const { route, path } of pages) {
          for (const [servedOver, site] of setups) {
            const calibration = await calibrated(`Lighthouse ${route} over ${servedOver}, ${throttling} throttling (${runs.lighthouse[throttling]} runs)`);
            const row = await lighthouseMedian(`${site.storefrontUrl}${path}`, { route, servedOver, throttling }, runs.lighthouse[throttling], calibration, trustLocalCertificate, log);
            lighthouse.push({ ...row, calibration });
            log(`  TBT ${row.tbtMs} ms, LCP ${row.lcpMs} ms, CLS ${row.cls}, performance ${row.performance} (medians)`);
          }
        }
      }
      return { pages, lighthouse, throttledVisits, initialJs, productBeforeLcp, firstTaps };
    } finally {
      await browser.close();
    }
  } finally {
    for (const site of sites) await site.stop();
    await backend.stop();
  }
}
