/**
 * `npm run bench:load`: the storefront's shop requests from many concurrent clients against the
 * embedded backend with the demo catalogue, on PGlite and (when it answers) PostgreSQL. Prints
 * one table: throughput, latency percentiles, deliberate 503s and any other error.
 * Options: --clients=50 --seconds=20
 */
import { discardPgliteExitCode } from '@oneboss/local-supabase';
import { postgresReachable, type BackendKind } from './databases';
import { startDemoBackend } from './demo-backend';
import { runLoad, type LoadSummary } from './load-run';
import { describeMachine } from './machine';
import { ms, table } from './report';
import { recordShopRequests } from './shop-requests';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const clients = Number(args.get('clients') ?? 50);
const seconds = Number(args.get('seconds') ?? 20);
const log = (line: string) => process.stderr.write(`${line}\n`);

const kinds: BackendKind[] = ['pglite'];
if (await postgresReachable()) kinds.push('postgres');
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

const machine = describeMachine();
console.log(`Machine: ${machine}\n`);
console.log(`Shop requests under load (${clients} clients, ${seconds} s, demo catalogue)`);
console.log(
  table(
    ['backend', 'requests', 'req/s', 'p50', 'p90', 'p99', 'max', 'over 2 s', '503', 'other errors'],
    rows.map((r) => [r.backend, r.requests, r.perSecond.toFixed(1), ms(r.p50Ms), ms(r.p90Ms), ms(r.p99Ms), ms(r.maxMs), r.slow, r.busy, r.errors]),
  ),
);
discardPgliteExitCode(undefined);
