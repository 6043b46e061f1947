/**
 * `npm run bench`: the storefront's data path at 1k/10k/100k products (PGlite, and PostgreSQL
 * when it answers) beside the storefront's original call pattern; the server-rendered storefront
 * on its Node host (HTTP/1.1) and as hosted (HTTP/2 + TLS) on /, /loja, a filtered category, a
 * product page and a seller's page, with the host's CPU calibrated to one phone (cpu-calibration.ts): Lighthouse
 * simulated and applied, a throttled first visit timed to hydration, the bytes before LCP, the
 * time from a first tap to what it opens, all beside issue 34's per-metric gates; its server
 * render time on a large catalogue; and the admin's bundle. Prints one set of tables and writes
 * the figures to tmp/bench/results.json.
 * Options: --sizes=1000,10000,100000 --runs=20 --lighthouse-runs=5 (env BENCH_LIGHTHOUSE_RUNS)
 * --lighthouse-applied-runs=5 (env BENCH_LIGHTHOUSE_APPLIED_RUNS; 0 leaves applied throttling out)
 * --visit-runs=5 (env BENCH_VISIT_RUNS; throttled first visits per page, 0 leaves them out)
 * --render-products=100000 (env BENCH_RENDER_PRODUCTS) --render-requests=50 --render-seconds=10
 * --skip-data --skip-web --skip-render --skip-admin
 * Sizes past 100 000 (--sizes=100000,1000000) run on PostgreSQL only; the filtered shop page of
 * issue 31 is printed beside its budgets, with the plans PostgreSQL ran for it at the largest size.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { discardPgliteExitCode } from '@oneboss/local-supabase';
import { adminBundleReport } from './admin-bundle';
import { FILTERED_PAGE_BUDGET, GATES, RENDER_BUDGET, filteredPageVerdict, firstTapMisses, pageMisses, renderMisses, verdict, type PageFigures, type ServedOver } from './budgets';
import { CALIBRATION_DRIFT, REFERENCE_PHONE_INDEX, type CpuCalibration } from './cpu-calibration';
import { PGLITE_MAX_SIZE, runDataPath, type DataPathRow } from './data-path';
import { postgresSettings, type BackendKind } from './databases';
import type { InitialJavaScript } from './initial-js';
import type { Throttling } from './lighthouse-run';
import { describeMachine } from './machine';
import { blockingColumn } from './main-thread-blocking';
import { touchFreeMemoryLine } from './host-memory';
import { FIRST_TAP_RUNS } from './first-taps';
import { measureServerRender } from './render-timing';
import { kb, ms, table } from './report';
import { THROTTLED_LINK } from './throttled-visit';
import { measureWeb } from './web-section';

const repoRoot = resolve(import.meta.dirname, '../../..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const sizes = (args.get('sizes') ?? '1000,10000,100000').split(',').map(Number);
const runs = Number(args.get('runs') ?? 20);
const lighthouseRuns: Record<Throttling, number> = {
  simulate: Number(args.get('lighthouse-runs') ?? process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  devtools: Number(args.get('lighthouse-applied-runs') ?? process.env.BENCH_LIGHTHOUSE_APPLIED_RUNS ?? 5),
};
const visitRuns = Number(args.get('visit-runs') ?? process.env.BENCH_VISIT_RUNS ?? 5);
const lighthouseVersion = (JSON.parse(await readFile(join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
const SERVED_OVER: ServedOver[] = ['HTTP/1.1 (Node host)', 'HTTP/2 + TLS (as hosted)'];
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const renderProducts = Number(args.get('render-products') ?? process.env.BENCH_RENDER_PRODUCTS ?? 100_000);
const renderRequests = Number(args.get('render-requests') ?? 50);
const renderSeconds = Number(args.get('render-seconds') ?? 10);
const log = (line: string) => process.stderr.write(`${line}\n`);

/** `settings`: the PostgreSQL server's, when the data path ran there too. */
async function dataSection(): Promise<{ rows: DataPathRow[]; plans: string[]; settings: string }> {
  const kinds: BackendKind[] = ['pglite'];
  const settings = await postgresSettings();
  if (settings) kinds.push('postgres');
  else log('PostgreSQL not reachable on 127.0.0.1:5432: measuring PGlite only.');
  const rows: DataPathRow[] = [];
  const plans: string[] = [];
  for (const kind of kinds) {
    for (const size of sizes) {
      // PGlite at a million is no budget's, and its generation alone takes most of an hour.
      if (kind === 'pglite' && size > PGLITE_MAX_SIZE) continue;
      const result = await runDataPath(kind, size, runs, log);
      rows.push(...result.rows);
      if (size === Math.max(...sizes)) plans.push(...result.plans);
    }
  }
  return { rows, plans, settings: settings ? `PostgreSQL: ${settings}` : '' };
}

// Before the machine's figures, so its fresh-memory figure reads memory as the measurements will.
const memoryTouched = touchFreeMemoryLine();
const machine = describeMachine();
// Each section prints as soon as it is measured, so a long run that stops keeps what it had.
const print = (...lines: string[]) => console.log(lines.join('\n'));
print(`Machine: ${machine}`, memoryTouched, '');
const { rows: data, plans, settings } = args.has('skip-data') ? { rows: [], plans: [], settings: '' } : await dataSection();
if (data.length) {
  print('Data path (warm, over HTTP with the anon key; per page view)');
  print(
    table(
      ['backend', 'products', 'scenario', 'pattern', 'median', 'p95', 'requests', 'JSON', 'counts right'],
      data.map((r) => [r.backend, r.size, r.scenario, r.pattern, ms(r.medianMs), ms(r.p95Ms), r.requests, kb(r.bytes), r.countsRight === undefined ? '' : r.countsRight ? 'yes' : 'NO']),
    ),
    '',
  );
  const speedups = data
    .filter((r) => r.pattern === 'original')
    .map((o) => {
      const ours = data.find((r) => r.pattern === 'oneboss' && r.backend === o.backend && r.size === o.size && r.scenario === o.scenario);
      return [o.backend, o.size, o.scenario, ours ? `${(o.medianMs / ours.medianMs).toFixed(1)}×` : '?'];
    });
  print('Speed-up over the original pattern (median)', table(['backend', 'products', 'scenario', 'speed-up'], speedups), '');
  const b = FILTERED_PAGE_BUDGET;
  print(
    `Filtered shop page (issue 31: the list and every facet count; budgets: PostgreSQL at 1M median <= ${b.postgres.medianMs} ms and p95 <= ${b.postgres.p95Ms} ms, ` +
      `with a search <= ${b.postgresSearchMs} ms; PGlite at 100k <= ${b.pgliteMs} ms)`,
    table(
      ['backend', 'products', 'scenario', 'median', 'p95', 'budget'],
      data.filter((r) => /^(boats|real estate)/.test(r.scenario)).map((r) => [r.backend, r.size, r.scenario, ms(r.medianMs), ms(r.p95Ms), filteredPageVerdict(r)]),
    ),
    settings,
    '',
  );
}
if (plans.length) print("Plans of the boats' filtered page on PostgreSQL at the largest size (auto_explain: its list, then its facets)", ...plans, '');
const web = args.has('skip-web') ? null : await measureWeb({ lighthouse: lighthouseRuns, visits: visitRuns }, log);
if (web) {
  const cpu = (row: { calibration: CpuCalibration } | undefined) => (row ? `${row.calibration.benchmarkIndex} / ${row.calibration.multiplier}x` : '-');
  const calibration =
    `CPU calibrated before each group of Lighthouse runs and before each throttled visit: multiplier = Lighthouse's benchmarkIndex of the host / ${REFERENCE_PHONE_INDEX} ` +
    `(the same phone as Lighthouse's 4x on a 1 750 host); a Lighthouse run whose own benchmarkIndex strays more than ${CALIBRATION_DRIFT * 100} % from the calibration is run again slowed by that reading. ` +
    `The benchmarkIndex / multiplier of each group (of the visits, their median) is in its row`;
  const lighthouseOf = (route: string, servedOver: ServedOver, throttling: Throttling) =>
    web.lighthouse.find((l) => l.route === route && l.servedOver === servedOver && l.throttling === throttling);
  const bytesBeforeLcp = (route: string, servedOver: ServedOver) => {
    // Measured on the Node host; the hosted build names the same files.
    if (servedOver !== 'HTTP/1.1 (Node host)') return undefined;
    if (route === '/') return { gzip: web.initialJs.gzip, budget: GATES.homeInitialJsGzip };
    if (route === 'product') return { gzip: web.productBeforeLcp.gzip, budget: GATES.productBeforeLcpGzip };
    return undefined;
  };
  const gateRows = web.pages.flatMap(({ route }) =>
    SERVED_OVER.map((servedOver) => {
      const simulated = lighthouseOf(route, servedOver, 'simulate');
      const applied = lighthouseOf(route, servedOver, 'devtools');
      const visit = web.throttledVisits.find((v) => v.route === route && v.servedOver === servedOver);
      const clsRuns = [simulated?.cls, applied?.cls].filter((value) => value !== undefined);
      const figures: PageFigures = {
        tbtSimulatedMs: simulated?.tbtMs,
        // The layout shifts are the page's, whichever throttling: the worse median counts.
        cls: clsRuns.length ? Math.max(...clsRuns) : undefined,
        lcpAppliedMs: applied?.lcpMs,
        hydratedMs: visit?.hydratedMs,
        bytesBeforeLcp: bytesBeforeLcp(route, servedOver),
      };
      const optional = (value: number | undefined, format: (n: number) => string) => (value === undefined ? '-' : format(value));
      return [
        route,
        servedOver,
        optional(figures.tbtSimulatedMs, (n) => `${n} ms`),
        optional(figures.cls, String),
        optional(figures.lcpAppliedMs, seconds),
        optional(figures.hydratedMs, seconds),
        figures.bytesBeforeLcp ? kb(figures.bytesBeforeLcp.gzip) : '-',
        `${simulated?.performance ?? '-'} / ${applied?.performance ?? '-'}`,
        `${cpu(simulated)}, ${cpu(applied)}, ${cpu(visit)}`,
        verdict(pageMisses(figures)),
      ];
    }),
  );
  print(
    `Gates of issue 34, each the median of its runs (Lighthouse ${lighthouseRuns.simulate} simulated and ${lighthouseRuns.devtools} applied, ${visitRuns} throttled visits). ${calibration}`,
    `Gates: TBT (simulated) <= ${GATES.tbtSimulatedMs} ms, CLS <= ${GATES.cls}, LCP (applied) <= ${seconds(GATES.lcpAppliedMs)}, main content hydrated in a throttled first visit at 390x844 <= ${seconds(GATES.hydratedMs)}, ` +
      `initial JavaScript of / <= ${kb(GATES.homeInitialJsGzip)} and a product page's bytes before LCP <= ${kb(GATES.productBeforeLcpGzip)} (gzip); the performance score is reported beside them, no gate`,
    table(['page', 'served over', 'TBT simulated', 'CLS', 'LCP applied', 'hydrated (throttled)', 'bytes before LCP', 'performance simulated / applied', 'CPU: simulated, applied, visit', 'gates'], gateRows),
    '',
  );
  const titles: Record<Throttling, string> = {
    simulate:
      `Lighthouse ${lighthouseVersion} (mobile, simulated throttling: slow 4G estimated from an unthrottled load), medians of ${lighthouseRuns.simulate} runs, each figure its own median. ${calibration}. ` +
      "Main thread after FCP: the blocking time of the tasks of each run's unthrottled trace that end after its first paint, each slowed by the run's multiplier as the simulation slows it, " +
      "counted by the wall clock (what the simulation reads) and by the renderer's own time on a CPU; far apart, the host kept the renderer waiting and the TBT measured that wait",
    devtools: `Lighthouse ${lighthouseVersion} (mobile, applied throttling: slow 4G as DevTools applies it, 562.5 ms per request and 1.47 Mbit/s, while the page loads), medians of ${lighthouseRuns.devtools} runs. ${calibration}`,
  };
  for (const throttling of ['simulate', 'devtools'] as const) {
    const rows = web.lighthouse.filter((l) => l.throttling === throttling);
    if (!rows.length) continue;
    print(
      titles[throttling],
      table(
        [
          'page',
          'served over',
          'CPU calibration',
          'performance (runs)',
          'accessibility',
          'best practices',
          'SEO',
          'CLS',
          'LCP',
          'FCP',
          'TBT (runs)',
          ...(throttling === 'simulate' ? ['main thread after FCP, by wall clock / on CPU (runs)'] : []),
          'benchmarkIndex / slowdown in the runs',
        ],
        rows.map((l) => [
          l.route,
          l.servedOver,
          cpu(l),
          `${l.performance} (${l.runs.map((r) => r.performance).join(' ')})`,
          l.accessibility,
          l.bestPractices,
          l.seo,
          l.cls,
          seconds(l.lcpMs),
          `${l.fcpMs} ms`,
          `${l.tbtMs} ms (${l.runs.map((r) => r.tbtMs).join(' ')})`,
          ...(throttling === 'simulate' ? [blockingColumn(l.runs.map((r) => r.mainThread))] : []),
          l.runs.map((r) => `${r.benchmarkIndex} / ${r.cpuSlowdown}x`).join(', '),
        ]),
      ),
      '',
    );
  }
  for (const row of web.lighthouse.filter((l) => l.bestPracticesFailed.length)) {
    print(`Best practices not passed on ${row.route} over ${row.servedOver} (${row.throttling} throttling): ${row.bestPracticesFailed.join(', ')}`);
  }
  if (web.throttledVisits.length) {
    const link = `${THROTTLED_LINK.latencyMs} ms round trip, ${THROTTLED_LINK.downloadBitsPerSecond / 1e6} Mbit/s down`;
    print(
      `Throttled first visit at 390x844 (${link}, calibrated CPU, nothing cached): navigation start to main content hydrated, and the LCP seen by then; medians of ${visitRuns}. ${calibration}`,
      table(
        ['page', 'served over', 'CPU calibration', 'hydrated', 'runs', 'LCP'],
        web.throttledVisits.map((v) => [v.route, v.servedOver, cpu(v), seconds(v.hydratedMs), v.runs.map((r) => `${seconds(r.hydratedMs)} (${r.calibration.multiplier}x)`).join(' '), seconds(v.lcpMs)]),
      ),
      '',
    );
  }
  const servedKb = (bytes: number | null) => (bytes === null ? 'none' : kb(bytes));
  const bytesRow = (figure: string, files: InitialJavaScript, budget: number) => [
    figure,
    files.chunks.length,
    kb(files.bytes),
    kb(files.gzip),
    servedKb(files.served),
    files.gzip <= budget ? 'pass' : `FAIL: > ${kb(budget)}`,
  ];
  print(
    `Bytes before LCP, as the Node host serves them: the initial JavaScript of / (every <script src> and <link rel=modulepreload> in its HTML) and everything a product page's HTML asks for before its LCP picture (those, its stylesheets and font preloads); gzip level 9`,
    table(
      ['figure', 'files', 'raw', 'gzip', 'served (brotli)', 'gate'],
      [bytesRow(`initial JavaScript of /`, web.initialJs, GATES.homeInitialJsGzip), bytesRow('product page before LCP', web.productBeforeLcp, GATES.productBeforeLcpGzip)],
    ),
    '',
    'Largest of the product page\'s files before LCP',
    table(['file', 'raw', 'gzip', 'served (brotli)'], web.productBeforeLcp.chunks.slice(0, 10).map((chunk) => [chunk.path, kb(chunk.bytes), kb(chunk.gzip), servedKb(chunk.served)])),
    '',
    `First tap: a fresh visit's first use of each control on the Node host, unthrottled, from the click until what it opens is laid out; median and slowest of ${FIRST_TAP_RUNS} visits. Gate: median <= ${GATES.firstTapMs} ms`,
    table(
      ['control', 'page', 'viewport', 'median', 'slowest', 'gate'],
      web.firstTaps.map((row) => [row.control, row.route, row.viewport, ms(row.medianMs), ms(row.slowestMs), verdict(firstTapMisses(row.medianMs))]),
    ),
    '',
  );
}
const render = args.has('skip-render')
  ? null
  : await measureServerRender({ size: renderProducts, requests: renderRequests, concurrencies: [1, 10, 50], seconds: renderSeconds }, log);
if (render) {
  print(
    `Server render (full HTML to its last byte over loopback, Node host, PGlite; ${renderRequests} requests one at a time, warm: after the throughput runs below; first: just after the start). Budget, on the warm server: median <= ${RENDER_BUDGET.medianMs} ms, p95 <= ${RENDER_BUDGET.p95Ms} ms`,
    table(
      ['route', 'products', 'median', 'p95', 'first median', 'first p95', 'HTML', 'budget'],
      render.render.map((r) => [r.route, r.products, ms(r.medianMs), ms(r.p95Ms), ms(r.first.medianMs), ms(r.first.p95Ms), kb(r.htmlBytes), verdict(renderMisses(r))]),
    ),
    '',
    `Requests per second on loopback (${renderSeconds} s per run)`,
    table(
      ['route', 'concurrency', 'req/s', 'p50', 'p99', 'errors'],
      render.throughput.map((t) => [t.route, t.concurrency, t.perSecond.toFixed(1), ms(t.p50Ms), ms(t.p99Ms), t.errors]),
    ),
    '',
  );
}
if (!args.has('skip-admin')) print(...(await adminBundleReport(log)));
const resultsDir = join(repoRoot, 'tmp/bench');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'results.json'), JSON.stringify({ machine, date: new Date().toISOString(), data, web, render }, null, 2));
log(`Figures written to ${join(resultsDir, 'results.json')}`);
discardPgliteExitCode(undefined);
