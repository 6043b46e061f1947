import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

interface ScriptChunk {
  /** Path on the site, e.g. `/assets/index-abc.js` (or a stylesheet or font, for the bytes before LCP). */
  path: string;
  bytes: number;
  gzip: number;
  /** What the host sends a browser that accepts brotli (its precompressed copy), or null when it sends no brotli. */
  served: number | null;
}

export interface InitialJavaScript {
  route: string;
  chunks: ScriptChunk[];
  bytes: number;
  gzip: number;
  served: number | null;
}

/** Every `<script src>` and `<link rel=modulepreload>`: a page's initial JavaScript. */
const SCRIPTS = 'script[src], link[rel~="modulepreload"][href]';

/**
 * What a page's HTML asks for besides pictures, all of it named in its head before the LCP
 * picture: scripts and module preloads, stylesheets, and other preloads (fonts).
 */
const BEFORE_LCP = `${SCRIPTS}, link[rel~="stylesheet"][href], link[rel~="preload"][href]:not([as="image"])`;

/**
 * The files a page's server HTML names that match `selector`, as the browser's HTML parser reads
 * it (JavaScript off, so nothing is added after), once each.
 */
async function referencedFiles(browser: Browser, url: string, selector: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const urls = await page.$$eval(selector, (elements) =>
      elements.map((element) => (element instanceof HTMLScriptElement ? element.src : (element as HTMLLinkElement).href)),
    );
    return [...new Set(urls)];
  } finally {
    await context.close();
  }
}

/**
 * Initial JavaScript of `route`: everything its HTML references, whether or not a first visit
 * ends up executing it, each file fetched as served and gzip-sized at level 9 (as the admin
 * bundle section sizes), largest first. `beforeLcp` adds the stylesheets and font preloads: every
 * byte a first visit fetches before its LCP picture (issue 34's gate for a product page).
 */
export async function initialJavaScript(browser: Browser, siteUrl: string, route: string, { beforeLcp = false } = {}): Promise<InitialJavaScript> {
  const urls = await referencedFiles(browser, `${siteUrl}${route}`, beforeLcp ? BEFORE_LCP : SCRIPTS);
  const chunks = await Promise.all(
    urls.map(async (url) => {
      // Asked as a browser that accepts brotli: Node's fetch decodes the body to the file itself,
      // and the Content-Length of a brotli answer is what went over the wire.
      const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = new Uint8Array(await response.arrayBuffer());
      const served = response.headers.get('content-encoding') === 'br' ? Number(response.headers.get('content-length')) : null;
      return { path: new URL(url).pathname, bytes: body.byteLength, gzip: gzipSync(body, { level: 9 }).byteLength, served };
    }),
  );
  chunks.sort((a, b) => b.gzip - a.gzip);
  const sum = (key: 'bytes' | 'gzip' | 'served') => chunks.reduce((total, chunk) => total + (chunk[key] ?? 0), 0);
  // A total as served only when the host sent every file in brotli.
  const served = chunks.some((chunk) => chunk.served === null) ? null : sum('served');
  return { route, chunks, bytes: sum('bytes'), gzip: sum('gzip'), served };
}
