import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import postgres from 'postgres';
import { generousRateLimits, keepingExitCode, startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '@oneboss/local-supabase';

export type BackendKind = 'pglite' | 'postgres';

export interface BenchBackend {
  kind: BackendKind;
  server: LocalSupabase;
  /** PostgreSQL's database, for what only SQL can read (the plans); none on PGlite, which the server holds. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Limits for a backend whose client is the thing measured (the storefront's server, Lighthouse's
 * browser): everything comes from one address, so requests are queued rather than refused. The
 * queue has no practical bound either: a full one answers 503, and the storefront's retries 1-4 s
 * later then made two processes' slowest pages wait 15-30 s, the bench's backend and not the pages.
 */
export function measuredClientLimits(): LocalSupabaseOptions['limits'] {
  return { rate: generousRateLimits(), concurrency: { maxWaitMs: 30_000, queued: 100_000 } };
}

/**
 * The server's version and memory settings, printed beside its figures (a page whose tables fit in
 * `shared_buffers` reads them there, one whose tables do not reads them through the operating
 * system); null when no PostgreSQL answers on the admin URL within 3 s.
 */
export async function postgresSettings(): Promise<string | null> {
  const sql = postgres(adminUrl, { connect_timeout: 3, max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ name: string; setting: string }[]>`
      select name, current_setting(name) as setting
      from unnest(array['server_version', 'shared_buffers', 'effective_cache_size', 'work_mem']) as name`;
    return rows.map((row) => `${row.name} ${row.setting}`).join(', ');
  } catch {
    return null;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export async function postgresReachable(): Promise<boolean> {
  return (await postgresSettings()) !== null;
}

/**
 * A throw-away database holding the migrations and `statements`, served by the real backend.
 * PGlite is single-process: the server is stopped while the catalogue is generated directly.
 * `limits` replaces the hosted-like defaults (e.g. a longer queue when a server's clients are measured).
 */
export async function startBenchBackend(kind: BackendKind, statements: (url: string) => string[], limits?: LocalSupabaseOptions['limits']): Promise<BenchBackend> {
  const jwtSecret = randomBytes(32).toString('hex');
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'oneboss-bench-'));
    const options = { port: 0, dataDir, databaseUrl: '', seed: 'none' as const, quiet: true, jwtSecret, limits };
    const first = await startLocalSupabase(options);
    const url = first.url;
    await first.stop();
    await keepingExitCode(async () => {
      const db = new PGlite(dataDir, { extensions: { pg_trgm, unaccent } });
      for (const statement of statements(url)) await db.exec(statement);
      await db.close();
    });
    const port = Number(new URL(url).port);
    const server = await startLocalSupabase({ ...options, port });
    return {
      kind,
      server,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const name = `oneboss_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const served = await servePostgres(name, limits);
  const sql = postgres(served.databaseUrl, { max: 1, onnotice: () => {} });
  for (const statement of statements(served.server.url)) await sql.unsafe(statement).simple();
  await sql.end();
  return {
    ...served,
    async stop() {
      await served.stop();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The real backend on a database of this host's PostgreSQL; stopping it keeps the database. */
async function servePostgres(name: string, limits?: LocalSupabaseOptions['limits']): Promise<BenchBackend & { databaseUrl: string }> {
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const server = await startLocalSupabase({ port: 0, databaseUrl: databaseUrl.toString(), seed: 'none', quiet: true, jwtSecret: randomBytes(32).toString('hex'), limits });
  return { kind: 'postgres', server, databaseUrl: databaseUrl.toString(), stop: () => server.stop() };
}

/**
 * A PostgreSQL database the generator already filled, served by the real backend and kept when
 * stopped: generating 1 000 000 listings takes about an hour, and the generator makes the same
 * catalogue each time.
 */
export async function reuseBenchBackend(name: string, limits?: LocalSupabaseOptions['limits']): Promise<BenchBackend> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  return servePostgres(name, limits);
}
