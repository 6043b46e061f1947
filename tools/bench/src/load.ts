/**
 * `npm run bench:load`: two loads. The shop's backend requests from many concurrent clients
 * against the embedded backend with the demo catalogue, on PGlite and (when it answers)
 * PostgreSQL: throughput, latency percentiles, deliberate 503s and any other error. Then
 * server-rendered pages (page-load.ts) on PostgreSQL with a generated catalogue: the Node host
 * alone with 1 and 2 processes, and nginx's page cache in front of it as a CDN would be (skipped,
 * saying so, without nginx), with the renders that reached the storefront and the cache's stale
 * pages once the storefront behind it is stopped.
 * Options: --clients=50 --seconds=20 (shop requests) --page-clients=200 --page-seconds=30
 * --products=100000 --processes=1,2 --render-requests=50 (pages) --skip-shop --skip-pages
 * --catalogue-database=NAME (pages: a PostgreSQL database the generator already filled with
 * --products listings, reused and kept instead of generating them)
 */
import { cpus } from 'node:os';
import { discardPgliteExitCode } from '@oneboss/local-supabase';
import { RENDER_BUDGET, renderMisses, verdict } from './budgets';
import { postgresReachable, type BackendKind } from './databases';
import { startDemoBackend } from './demo-backend';
import { runLoad, type LoadSummary } from './load-run';
import { describeMachine } from './machine';
import { touchFreeMemoryLine } from './host-memory';
import { nginxPath } from './nginx-cache';
import { measurePageLoad } from './page-load';
import { ms, table } from './report';
import { recordShopRequests } from './shop-requests';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const clients = Number(args.get('clients') ?? 50);
const seconds = Number(args.get('seconds') ?? 20);
const log = (line: string) => process.stderr.write(`${line}\n`);
const print = (...lines: string[]) => console.log(lines.join('\n'));

const memoryTouched = touchFreeMemoryLine();
print(`Machine: ${describeMachine()}`, memoryTouched, '');
const postgres = await postgresReachable();

if (!args.has('skip-shop')) {
  const kinds: BackendKind[] = ['pglite'];
  if (postgres) kinds.push('postgres');
  else log('PostgreSQL not reachable on 127.0.0.1:5432: measuring PGlite only.');
  const rows: (LoadSummary & { backend: BackendKind; distinct: number })[] = [];
  for (const kind of kinds) {
    log(`${kind}: starting the backend with the demo catalogue…`);
    const backend = await startDemoBackend(kind);
    try {
      const { url, anonKey } = backend.server;
      const requests = await recordShopRequests(url, anonKey);
      log(`${kind}: ${clients} clients for ${seconds} s over ${requests.length} shop requests…`);
      rows.push({ backend: kind, distinct: requests.length, ...(await runLoad(requests, { clients, seconds })) });
    } finally {
      await backend.stop();
    }
  }
  print(
    `Shop requests under load (${clients} clients, ${seconds} s, demo catalogue)`,
    table(
      ['backend', 'requests', 'req/s', 'p50', 'p90', 'p99', 'max', 'over 2 s', '503', 'other errors'],
      rows.map((r) => [r.backend, r.requests, r.perSecond.toFixed(1), ms(r.p50Ms), ms(r.p90Ms), ms(r.p99Ms), ms(r.maxMs), r.slow, r.busy, r.errors]),
    ),
    '',
  );
}

if (!args.has('skip-pages')) {
  const nginx = nginxPath();
  if (!postgres) print('Pages under load: skipped, PostgreSQL is not reachable on 127.0.0.1:5432.');
  else {
    if (!nginx) print('Pages behind the page cache: skipped, nginx is not installed (apt-get install nginx-light, or NGINX_PATH); the Node host alone is measured.', '');
    const options = {
      products: Number(args.get('products') ?? 100_000),
      catalogueDatabase: args.get('catalogue-database'),
      clients: Number(args.get('page-clients') ?? 200),
      seconds: Number(args.get('page-seconds') ?? 30),
      processes: (args.get('processes') ?? '1,2').split(',').map(Number),
      nginx,
      renderRequests: Number(args.get('render-requests') ?? 50),
    };
    const figures = await measurePageLoad(options, log);
    print(
      `Pages under load: ${options.clients} clients for ${options.seconds} s, each asking in turn for ${figures.pages} pages (/, /loja, each category, each category filtered to each subcategory, 100 products), ` +
        `PostgreSQL with ${options.products.toLocaleString('en')} generated products; latency at the client. Origin renders: requests nginx sent to the storefront (misses and refreshes), ` +
        `at most one per page per s-maxage window (60 s) is the target. 200 no-store: pages a failed read left without a part, which the storefront answers no-store`,
      table(
        ['setup', 'requests', 'req/s', 'p50', 'p99', 'max', 'errors', '200 no-store', 'origin renders'],
        figures.load.map((r) => [
          r.setup,
          r.requests,
          r.perSecond.toFixed(1),
          ms(r.p50Ms),
          ms(r.p99Ms),
          ms(r.maxMs),
          r.busy + r.errors,
          r.unkept,
          r.originRenders ? `${r.originRenders.total} for ${r.originRenders.pages} pages, at most ${r.originRenders.mostForOnePage} for one` : 'every request',
        ]),
      ),
      '',
      `Where the host's CPU went during each load of the Node host alone (CPU seconds from /proc; the host had ${cpus().length} cores × the load's seconds)`,
      table(
        ['setup', 'seconds', 'storefront', 'load clients + backend', 'PostgreSQL', 'rest of the host'],
        figures.load.flatMap((r) =>
          r.cpu ? [[r.setup, r.seconds.toFixed(1), r.cpu.storefront.toFixed(1), r.cpu.benchAndBackend.toFixed(1), r.cpu.postgres.toFixed(1), r.cpu.rest.toFixed(1)]] : [],
        ),
      ),
      '',
      'The same loads by kind of page: the pages served of each, and where the slowest answers and the errors are',
      table(
        ['setup', 'page', 'requests', 'req/s', 'p50', 'p99', 'max', 'errors', '200 no-store'],
        figures.load.flatMap((r) =>
          Object.entries(r.byKind).map(([kind, k]) => [r.setup, kind, k.requests, k.perSecond.toFixed(1), ms(k.p50Ms), ms(k.p99Ms), ms(k.maxMs), k.busy + k.errors, k.unkept]),
        ),
      ),
      '',
      `Warm server render after the load: ${options.renderRequests} requests per page one at a time, to the last byte. Budget: median <= ${RENDER_BUDGET.medianMs} ms, p95 <= ${RENDER_BUDGET.p95Ms} ms`,
      table(
        ['setup', 'page', 'median', 'p95', 'budget'],
        figures.warmRender.map((r) => [r.setup, r.page, ms(r.medianMs), ms(r.p95Ms), verdict(renderMisses(r))]),
      ),
      '',
    );
    if (figures.stale) {
      const s = figures.stale;
      print(
        `Storefront behind the cache stopped, ${s.secondsAfterCaching} s after the pages were cached (past their s-maxage): ${s.served} of ${s.pages} pages answered 200 by the cache ` +
          `(${Object.entries(s.cacheStatuses)
            .map(([status, count]) => `${count} × ${status}`)
            .join(', ')})`,
        '',
      );
    }
  }
}
discardPgliteExitCode(undefined);
