import { rm } from 'node:fs/promises';
import { catalogueSql, productUuid } from './catalogue-sql';
import { cpuShares, readProcessCpu, type CpuShares } from './cpu-shares';
import { measuredClientLimits, reuseBenchBackend, startBenchBackend } from './databases';
import { freePort } from './free-port';
import { runLoad, type LoadRun, type RecordedRequest } from './load-run';
import { createMeter } from './meter';
import { readRows } from './rest-read';
import { startPageCache } from './nginx-cache';
import { buildStorefront } from './storefront-build';
import { buildDirectory } from './storefront-sites';
import { startStorefrontServer } from './storefront-server';
import { waitForQuietDatabase } from './quiet-database';
import { measure } from './timing';

interface PageLoadOptions {
  /** Products in the generated catalogue on PostgreSQL. */
  products: number;
  /** A database the generator already filled with that many, reused instead of generating. */
  catalogueDatabase?: string;
  clients: number;
  seconds: number;
  /** Server processes of the Node host runs (STOREFRONT_PROCESSES), e.g. [1, 2]. */
  processes: number[];
  /** Debian's nginx, or null to leave the page cache out. */
  nginx: string | null;
  /** One-at-a-time requests per page for the warm render time. */
  renderRequests: number;
}

interface PageLoadRow extends LoadRun {
  setup: string;
  /** Requests that reached the storefront (renders), and the most for one page; only behind the cache. */
  originRenders?: { total: number; pages: number; mostForOnePage: number };
  /** Where the host's CPU went during the load (Linux); the Node host alone only. */
  cpu?: CpuShares;
}

interface WarmRenderRow {
  setup: string;
  page: string;
  medianMs: number;
  p95Ms: number;
}

interface StaleCheck {
  /** Seconds since the pages were first cached, past their s-maxage. */
  secondsAfterCaching: number;
  pages: number;
  /** Answered 200 by the cache while the storefront behind it was stopped. */
  served: number;
  /** X-Cache-Status of those answers, counted. */
  cacheStatuses: Record<string, number>;
}

interface PageLoadFigures {
  pages: number;
  load: PageLoadRow[];
  warmRender: WarmRenderRow[];
  stale: StaleCheck | null;
}

/** A browser's page request; the Node host compresses with gzip, as it does for any browser. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };

/** What the storefront's pages are kept for at a CDN (PAGE_CACHE_CONTROL's s-maxage). */
const PAGE_S_MAXAGE_SECONDS = 60;

/**
 * The pages of the load: the home, the shop, each category and each category filtered to one of
 * its subcategories, as the backend lists them, and 100 published product pages of the generated
 * catalogue (every tenth is not published).
 */
async function pagePaths(backendUrl: string, anonKey: string): Promise<string[]> {
  const subcategories = await readRows<{ id: string; category: { value: string } }>(backendUrl, anonKey, 'subcategories?select=id,category:categories!category_id(value)&order=id');
  const categories = [...new Set(subcategories.map((sub) => sub.category.value))].sort();
  const filtered = subcategories.map((sub) => `/loja/${sub.category.value}?subcategories=${sub.id}`);
  const products: string[] = [];
  for (let i = 1; products.length < 100; i += 1) if (i % 10 !== 0) products.push(`/produto/${productUuid(i)}`);
  return ['/', '/loja', ...categories.map((slug) => `/loja/${slug}`), ...filtered, ...products];
}

/** The kind of page a path of the load is, for the figures per kind. */
function pageKind(path: string): string {
  if (path.startsWith('/produto/')) return 'product';
  if (path.includes('?subcategories=')) return 'filtered category';
  if (path.startsWith('/loja/')) return 'category';
  return path === '/loja' ? 'shop' : 'home';
}

const requestsFor = (origin: string, paths: string[]): RecordedRequest[] =>
  paths.map((path) => ({ url: `${origin}${path}`, method: 'GET', headers: PAGE_HEADERS, kind: pageKind(path) }));

/** Every page answers 200 before the load; a kept-alive connection the server closed meanwhile is opened again once. */
async function checkAnswers(origin: string, paths: string[]): Promise<void> {
  const status = async (url: string) => {
    const response = await fetch(url, { headers: PAGE_HEADERS });
    await response.arrayBuffer();
    return response.status;
  };
  for (const path of paths) {
    const url = `${origin}${path}`;
    const answered = await status(url).catch(() => status(url));
    if (answered !== 200) throw new Error(`${url} answered ${answered}`);
  }
}

/** One page at a time on a server that has just served the load: the warm render time. */
async function warmRender(origin: string, setup: string, pages: [string, string][], requests: number): Promise<WarmRenderRow[]> {
  const meter = createMeter();
  const rows: WarmRenderRow[] = [];
  for (const [page, path] of pages) {
    const timed = await measure(meter, () => meter.fetch(`${origin}${path}`, { headers: PAGE_HEADERS }), requests, 3);
    rows.push({ setup, page, medianMs: timed.medianMs, p95Ms: timed.p95Ms });
  }
  return rows;
}

const countBy = (values: string[]) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/**
 * Server-rendered pages under load, on PostgreSQL with a generated catalogue: the Node host alone
 * with each number of processes, then (with nginx) the page cache in front of one process, and
 * last the cache's pages past their s-maxage with the storefront behind it stopped.
 */
export async function measurePageLoad(options: PageLoadOptions, log: (line: string) => void): Promise<PageLoadFigures> {
  log(options.catalogueDatabase
    ? `postgres: reusing ${options.catalogueDatabase}'s ${options.products.toLocaleString('en')} generated products for the page load…`
    : `postgres: generating ${options.products.toLocaleString('en')} products for the page load…`);
  const backend = options.catalogueDatabase
    ? await reuseBenchBackend(options.catalogueDatabase, measuredClientLimits())
    : await startBenchBackend('postgres', (url) => catalogueSql(options.products, url), measuredClientLimits());
  const distDir = await buildDirectory('storefront-load');
  const stops: (() => Promise<void>)[] = [async () => backend.stop(), async () => rm(distDir, { recursive: true, force: true })];
  try {
    const paths = await pagePaths(backend.server.url, backend.server.anonKey);
    const cachePort = await freePort();
    const nodePort = await freePort();
    log('Building the storefront against it…');
    // Its public origin is the cache's: links and redirects name it, as behind a CDN.
    await buildStorefront(distDir, { VITE_SUPABASE_URL: backend.server.url, VITE_SUPABASE_ANON_KEY: backend.server.anonKey, VITE_STOREFRONT_URL: `http://127.0.0.1:${cachePort}` });
    const renderPages: [string, string][] = [
      ['product', paths.at(-1)!],
      ['filtered category', paths.find((path) => path.includes('?subcategories='))!],
    ];
    const load: PageLoadRow[] = [];
    const warm: WarmRenderRow[] = [];
    for (const processes of options.processes) {
      const setup = `Node host, ${processes} process${processes > 1 ? 'es' : ''}`;
      const server = await startStorefrontServer({ distDir, port: nodePort, env: { STOREFRONT_PROCESSES: String(processes) } });
      try {
        await checkAnswers(server.url, paths);
        log(`${setup}: ${options.clients} clients for ${options.seconds} s over ${paths.length} pages…`);
        const cpuBefore = await readProcessCpu();
        const summary = await runLoad(requestsFor(server.url, paths), { clients: options.clients, seconds: options.seconds });
        load.push({ setup, ...summary, cpu: cpuShares(cpuBefore, await readProcessCpu(), server.processGroup) });
        log(`  ${summary.perSecond.toFixed(1)} req/s, p50 ${Math.round(summary.p50Ms)} ms, p99 ${Math.round(summary.p99Ms)} ms, ${summary.busy + summary.errors} errors`);
        // The load leaves renders whose clients gave up still reading; the warm render starts after them.
        if (!(await waitForQuietDatabase(backend.databaseUrl!))) log('  the database was still busy two minutes after the load; measured anyway');
        log(`${setup}: warm render, ${options.renderRequests} requests per page one at a time…`);
        warm.push(...(await warmRender(server.url, setup, renderPages, options.renderRequests)));
      } finally {
        await server.stop();
      }
    }
    if (!options.nginx) return { pages: paths.length, load, warmRender: warm, stale: null };

    const setup = 'nginx page cache + Node host, 1 process';
    const server = await startStorefrontServer({ distDir, port: nodePort });
    stops.push(server.stop);
    const cache = await startPageCache(options.nginx, cachePort, nodePort);
    stops.push(cache.stop);
    log(`${setup}: ${options.clients} clients for ${options.seconds} s over ${paths.length} pages…`);
    const cachedAt = performance.now();
    const summary = await runLoad(requestsFor(cache.url, paths), { clients: options.clients, seconds: options.seconds });
    const renders = (await cache.originRequests()).filter((uri) => paths.includes(uri));
    const perPage = Object.values(countBy(renders));
    load.push({ setup, ...summary, originRenders: { total: renders.length, pages: perPage.length, mostForOnePage: Math.max(0, ...perPage) } });
    log(`  ${summary.perSecond.toFixed(1)} req/s, p50 ${Math.round(summary.p50Ms)} ms, p99 ${Math.round(summary.p99Ms)} ms, ${renders.length} renders reached the storefront`);

    // The cache's own backend, the storefront, is stopped (nginx-cache.test.ts covers a storefront
    // answering 503 while its backend is down): the cache must keep answering with the last good pages.
    log('Stopping the storefront; asking the cache for every page once they are stale…');
    await server.stop();
    const staleAfterMs = (PAGE_S_MAXAGE_SECONDS + 5) * 1000;
    const wait = staleAfterMs - (performance.now() - cachedAt);
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${cache.url}${path}`, { headers: PAGE_HEADERS });
        await response.arrayBuffer();
        return { status: response.status, cacheStatus: response.headers.get('X-Cache-Status') ?? 'none' };
      }),
    );
    const served = answers.filter((answer) => answer.status === 200);
    const stale: StaleCheck = {
      secondsAfterCaching: Math.round((performance.now() - cachedAt) / 1000),
      pages: paths.length,
      served: served.length,
      cacheStatuses: countBy(answers.map((answer) => `${answer.status} ${answer.cacheStatus}`)),
    };
    return { pages: paths.length, load, warmRender: warm, stale };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}
