import { catalogueSql, productUuid } from './catalogue-sql';
import { measuredClientLimits, startBenchBackend } from './databases';
import { runLoad } from './load-run';
import { createMeter } from './meter';
import { startPlainStorefront } from './storefront-sites';
import { measure, type Measurement } from './timing';

export interface RenderRow {
  route: string;
  products: number;
  /** A running server's figures, the ones the budget is for: measured after the throughput runs. */
  medianMs: number;
  p95Ms: number;
  /** The same requests just after the server started, while V8 is still compiling its hot code. */
  first: Pick<Measurement, 'medianMs' | 'p95Ms'>;
  requests: number;
  /** HTML per page, uncompressed. */
  htmlBytes: number;
}

export interface ThroughputRow {
  route: string;
  concurrency: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not a 2xx, and requests that never got one. */
  errors: number;
}

export interface RenderOptions {
  /** Products in the generated catalogue. */
  size: number;
  /** Timed requests per route, one at a time. */
  requests: number;
  concurrencies: number[];
  /** Length of each throughput run. */
  seconds: number;
}

/**
 * Server render time of a product page and of /loja (full HTML, streamed to its last byte, over
 * loopback from the storefront's Node host) against the generated catalogue on PGlite, one
 * request at a time, then requests per second with several concurrent clients. The one-at-a-time
 * requests run twice: just after the start, and after the throughput runs, when the server is as
 * warm as one that has been serving for a while (the first run's first requests were about a
 * sixth slower on the same build).
 */
export async function measureServerRender(options: RenderOptions, log: (line: string) => void): Promise<{ render: RenderRow[]; throughput: ThroughputRow[] }> {
  log(`pglite: generating ${options.size.toLocaleString('en')} products for the server render…`);
  const backend = await startBenchBackend('pglite', (url) => catalogueSql(options.size, url), measuredClientLimits());
  try {
    log('Building the storefront against it…');
    const site = await startPlainStorefront({ url: backend.server.url, anonKey: backend.server.anonKey });
    try {
      // Product 2 is published (every tenth is not) and priced (every twentieth is 'Sob Consulta').
      const routes = [`/produto/${productUuid(2)}`, '/loja'];
      const render: RenderRow[] = [];
      const throughput: ThroughputRow[] = [];
      const meter = createMeter();
      for (const route of routes) {
        const url = `${site.storefrontUrl}${route}`;
        const check = await fetch(url);
        await check.arrayBuffer();
        if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
        const timeRequests = () => measure(meter, () => meter.fetch(url), options.requests, 0);
        log(`Server render of ${route}: ${options.requests} requests after the start…`);
        const first = await timeRequests();
        for (const concurrency of options.concurrencies) {
          log(`${route}: ${concurrency} concurrent clients for ${options.seconds} s…`);
          const load = await runLoad([{ url, method: 'GET', headers: {} }], { clients: concurrency, seconds: options.seconds });
          throughput.push({ route, concurrency, perSecond: load.perSecond, p50Ms: load.p50Ms, p99Ms: load.p99Ms, errors: load.busy + load.errors });
        }
        log(`Server render of ${route}: ${options.requests} requests on the warm server…`);
        const warm = await timeRequests();
        render.push({
          route,
          products: options.size,
          medianMs: warm.medianMs,
          p95Ms: warm.p95Ms,
          first: { medianMs: first.medianMs, p95Ms: first.p95Ms },
          requests: options.requests,
          htmlBytes: warm.bytes,
        });
      }
      return { render, throughput };
    } finally {
      await site.stop();
    }
  } finally {
    await backend.stop();
  }
}
