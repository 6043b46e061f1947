import { launchBrowser } from '@oneboss/e2e';
import type { ServedOver } from './budgets';
import { measuredClientLimits } from './databases';
import { startDemoBackend } from './demo-backend';
import { measureFirstTaps, type FirstTapRow } from './first-taps';
import { initialJavaScript, type InitialJavaScript } from './initial-js';
import { lighthouseMedian, type LighthouseRow, type Throttling } from './lighthouse-run';
import { startHostedStorefront, startPlainStorefront, type StorefrontSite } from './storefront-sites';

export interface WebFigures {
  lighthouse: LighthouseRow[];
  initialJs: InitialJavaScript;
  firstTaps: FirstTapRow[];
}

async function featuredProductId(backendUrl: string, anonKey: string): Promise<string> {
  const response = await fetch(`${backendUrl}/rest/v1/products?select=id&published=eq.true&featured=eq.true&order=id&limit=1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  const [product] = (await response.json()) as { id: string }[];
  if (!product) throw new Error('The demo catalogue has no featured product.');
  return product.id;
}

/**
 * The demo catalogue's storefront, built for production and served two ways: its Node host on
 * plain HTTP/1.1, and behind HTTP/2 + TLS as hosted. Lighthouse on `/`, `/loja` and a product page
 * over each, `runs.simulate` times with simulated throttling and `runs.devtools` with applied
 * throttling (0 leaves that method out), the initial JavaScript the server's HTML for `/` references,
 * and the time from a first tap to what it opens on the Node host.
 */
export async function measureWeb(runs: Record<Throttling, number>, log: (line: string) => void): Promise<WebFigures> {
  log('Starting the backend with the demo catalogue…');
  const backend = await startDemoBackend('pglite', measuredClientLimits());
  const sites: StorefrontSite[] = [];
  try {
    const { url, anonKey } = backend.server;
    const paths = ['/', '/loja', `/produto/${await featuredProductId(url, anonKey)}`];
    log('Building the storefront for its Node host (HTTP/1.1)…');
    const plain = await startPlainStorefront({ url, anonKey });
    sites.push(plain);
    log('Building the storefront for the HTTP/2 + TLS proxy (as hosted)…');
    const hosted = await startHostedStorefront({ url, anonKey });
    sites.push(hosted);

    const browser = await launchBrowser();
    let initialJs: InitialJavaScript;
    let firstTaps: FirstTapRow[];
    try {
      initialJs = await initialJavaScript(browser, plain.storefrontUrl, '/');
      firstTaps = await measureFirstTaps(browser, plain.storefrontUrl, paths[2], log);
    } finally {
      await browser.close();
    }

    // Both setups get the flag, so the Chromium launches differ only in what serves the page.
    const trustLocalCertificate = [`--ignore-certificate-errors-spki-list=${hosted.spkiSha256}`];
    const setups: [ServedOver, StorefrontSite][] = [
      ['HTTP/1.1 (Node host)', plain],
      ['HTTP/2 + TLS (as hosted)', hosted],
    ];
    const lighthouse: LighthouseRow[] = [];
    for (const throttling of (['simulate', 'devtools'] as const).filter((method) => runs[method] > 0)) {
      for (const route of paths) {
        for (const [servedOver, site] of setups) {
          log(`Lighthouse ${route} over ${servedOver}, ${throttling} throttling (${runs[throttling]} runs)…`);
          lighthouse.push(await lighthouseMedian(`${site.storefrontUrl}${route}`, { route, servedOver, throttling }, runs[throttling], trustLocalCertificate, log));
        }
      }
    }
    return { lighthouse, initialJs, firstTaps };
  } finally {
    for (const site of sites) await site.stop();
    await backend.stop();
  }
}
