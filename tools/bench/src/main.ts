/**
 * `npm run bench`: the storefront's data path at 1k/10k/100k products (PGlite, and PostgreSQL
 * when it answers) beside the spec's original call pattern, bundle sizes and Lighthouse.
 * Prints one set of tables and writes the same figures to tmp/bench/results.json.
 * Options: --sizes=1000,10000,100000 --runs=20 --lighthouse-runs=5 --skip-data --skip-web
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser, startStack } from '@oneboss/e2e';
import { discardPgliteExitCode } from '@oneboss/local-supabase';
import { appBundle, routeBundle, type AppBundle, type RouteBundle } from './bundles';
import { runDataPath, type DataPathRow } from './data-path';
import { postgresReachable, type BackendKind } from './databases';
import { startHostedStorefront } from './hosted-storefront';
import { lighthouseMedian, type LighthouseRow } from './lighthouse-run';
import { kb, ms, table } from './report';

const repoRoot = resolve(import.meta.dirname, '../../..');
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const sizes = (args.get('sizes') ?? '1000,10000,100000').split(',').map(Number);
const runs = Number(args.get('runs') ?? 20);
const lighthouseRuns = Number(args.get('lighthouse-runs') ?? 5);
const log = (line: string) => process.stderr.write(`${line}\n`);

async function dataSection(): Promise<DataPathRow[]> {
  const kinds: BackendKind[] = ['pglite'];
  if (await postgresReachable()) kinds.push('postgres');
  else log('PostgreSQL not reachable on 127.0.0.1:5432: measuring PGlite only.');
  const rows: DataPathRow[] = [];
  for (const kind of kinds) for (const size of sizes) rows.push(...(await runDataPath(kind, size, runs, log)));
  return rows;
}

async function webSection(): Promise<{ routes: RouteBundle[]; apps: AppBundle[]; lighthouse: LighthouseRow[] }> {
  log('Building both apps and starting the seeded stack…');
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const { storefrontUrl, backendUrl, anonKey } = stack.info;
    const response = await fetch(`${backendUrl}/rest/v1/products?select=id&published=eq.true&featured=eq.true&limit=1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    const [product] = (await response.json()) as { id: string }[];
    const paths = ['/', '/loja', `/produto/${product.id}`];
    const routes: RouteBundle[] = [];
    for (const path of paths) routes.push(await routeBundle(browser, storefrontUrl, path));
    const apps = stack.dist ? [await appBundle('storefront', stack.dist.storefront), await appBundle('admin', stack.dist.admin)] : [];
    log('Building the storefront for the HTTP/2 + TLS hosts…');
    const hosted = await startHostedStorefront(stack.info);
    try {
      // Both setups get the flag, so the Chromium launches differ only in what serves the page.
      const trustLocalCertificate = [`--ignore-certificate-errors-spki-list=${hosted.spkiSha256}`];
      const lighthouse: LighthouseRow[] = [];
      for (const path of paths) {
        log(`Lighthouse ${path} (${lighthouseRuns} runs over each protocol)…`);
        lighthouse.push(await lighthouseMedian(`${hosted.storefrontUrl}${path}`, path, 'HTTP/2 + TLS (as hosted)', lighthouseRuns, trustLocalCertificate));
        lighthouse.push(await lighthouseMedian(`${storefrontUrl}${path}`, path, 'HTTP/1.1 (vite preview)', lighthouseRuns, trustLocalCertificate));
      }
      for (const row of lighthouse.filter((l) => l.bestPracticesFailed.length)) {
        log(`Best practices not passed on ${row.route} over ${row.servedOver}: ${row.bestPracticesFailed.join(', ')}`);
      }
      return { routes, apps, lighthouse };
    } finally {
      await hosted.stop();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const data = args.has('skip-data') ? [] : await dataSection();
const web = args.has('skip-web') ? null : await webSection();

const out: string[] = [`Machine: ${machine}`, ''];
if (data.length) {
  out.push('Data path (warm, over HTTP with the anon key; per page view)');
  out.push(
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
  out.push('Speed-up over the original pattern (median)', table(['backend', 'products', 'scenario', 'speed-up'], speedups), '');
}
if (web) {
  out.push('Storefront initial download per route (gzip, first visit)');
  out.push(table(['route', 'JS', 'CSS', 'JS files'], web.routes.map((r) => [r.route, kb(r.jsGzip), kb(r.cssGzip), r.jsFiles])), '');
  out.push('Whole bundles (gzip)', table(['app', 'JS', 'CSS', 'files'], web.apps.map((a) => [a.app, kb(a.jsGzip), kb(a.cssGzip), a.files])), '');
  out.push(`Lighthouse (mobile, simulated throttling; median of ${lighthouseRuns} runs by performance)`);
  out.push(
    table(
      ['route', 'served over', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'performance per run'],
      web.lighthouse.map((l) => [
        l.route,
        l.servedOver,
        l.performance,
        l.accessibility,
        l.bestPractices,
        l.seo,
        `${l.fcpMs} ms`,
        `${l.lcpMs} ms`,
        `${l.tbtMs} ms`,
        l.cls,
        `${l.speedIndexMs} ms`,
        l.performanceRuns.join(' '),
      ]),
    ),
    '',
  );
}
console.log(out.join('\n'));
const resultsDir = join(repoRoot, 'tmp/bench');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'results.json'), JSON.stringify({ machine, date: new Date().toISOString(), data, web }, null, 2));
log(`Figures written to ${join(resultsDir, 'results.json')}`);
discardPgliteExitCode(undefined);
