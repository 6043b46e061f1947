import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { generousRateLimits, type RequestLimitsOptions } from './http/request-limits.js';
import { freshPgliteDir } from './pglite-template.js';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from './start-local-supabase.js';

export interface TestBackend extends LocalSupabase {
  /** 'pglite' or 'postgres': use it in test names. */
  name: 'pglite' | 'postgres';
}

export interface TestBackendOptions {
  seed?: 'demo' | 'none';
  migrationsDir?: string;
  /**
   * Request limits. Rate limits not given are generous, since tests sign in and write from one
   * address many times over, and a request may wait a minute for its turn on a busy machine.
   * Tests of a limit set it low.
   */
  limits?: RequestLimitsOptions;
  /** See LocalSupabaseOptions; 0 makes every replayed refresh token a replay. */
  refreshTokenReuseSeconds?: number;
  quiet?: boolean;
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's admin URL when PostgreSQL answers, else undefined. */
export async function reachablePostgres(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const sql = postgres(url, { connect_timeout: 3, max: 1, onnotice: () => undefined });
  try {
    await sql`select 1`;
    return url;
  } catch {
    return undefined;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

// A test run killed before stop() leaves its database behind; an hour later nobody owns it.
const STALE_TEST_DATABASES = `
  select d.datname as name from pg_database d
  where d.datname like 'oneboss\\_test\\_%'
    and not exists (select from pg_stat_activity a where a.datname = d.datname)
    and (pg_stat_file('base/' || d.oid || '/PG_VERSION')).modification < now() - interval '1 hour'`;

async function dropStaleTestDatabases(admin: postgres.Sql): Promise<void> {
  const stale = await admin.unsafe<{ name: string }[]>(STALE_TEST_DATABASES).catch(() => []);
  for (const { name } of stale) await admin.unsafe(`drop database if exists "${name}"`).catch(() => undefined);
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function startOnPglite(options: LocalSupabaseOptions): Promise<TestBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oneboss-pglite-'));
  await rm(dataDir, { recursive: true });
  await freshPgliteDir(dataDir);
  try {
    const backend = await startLocalSupabase({ ...options, dataDir, databaseUrl: '' });
    return {
      ...backend,
      name: 'pglite',
      stop: async () => {
        await backend.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function startOnPostgres(serverUrl: string, options: LocalSupabaseOptions): Promise<TestBackend> {
  const database = `oneboss_test_${randomBytes(6).toString('hex')}`;
  const storageDir = await mkdtemp(join(tmpdir(), 'oneboss-storage-'));
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  const dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
    await admin.end({ timeout: 5 });
    await rm(storageDir, { recursive: true, force: true });
  };
  await dropStaleTestDatabases(admin);
  await admin.unsafe(`create database "${database}"`);
  try {
    const backend = await startLocalSupabase({
      ...options,
      databaseUrl: withDatabase(serverUrl, database),
      storageDir,
    });
    return {
      ...backend,
      name: 'postgres',
      stop: async () => {
        await backend.stop();
        await dropDatabase();
      },
    };
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}

/**
 * Running backends for integration tests, each on a random port with keys of its
 * own (the repository's `.env` is never read or written): always one on a fresh
 * PGlite folder, plus one on a throw-away PostgreSQL database
 * (`oneboss_test_<random>`, dropped by `stop()`) when DATABASE_URL is set or
 * 127.0.0.1:5432 answers.
 *
 * @example
 * const backends = await startTestBackends({ seed: 'none' });
 * afterAll(() => Promise.all(backends.map((backend) => backend.stop())));
 * describe.each(backends)('$name', (backend) => { ... });
 */
export async function startTestBackends(options: TestBackendOptions = {}): Promise<TestBackend[]> {
  const common: LocalSupabaseOptions = {
    port: 0,
    seed: options.seed ?? 'none',
    migrationsDir: options.migrationsDir,
    quiet: options.quiet ?? true,
    limits: {
      ...options.limits,
      rate: { ...generousRateLimits(), ...options.limits?.rate },
      concurrency: { maxWaitMs: 60_000, ...options.limits?.concurrency },
    },
    refreshTokenReuseSeconds: options.refreshTokenReuseSeconds,
    jwtSecret: randomBytes(32).toString('hex'),
  };
  const serverUrl = await reachablePostgres();
  if (!serverUrl) console.warn('PostgreSQL not reachable: skipping the PostgreSQL run');
  const backends: TestBackend[] = [await startOnPglite(common)];
  if (serverUrl) {
    try {
      backends.push(await startOnPostgres(serverUrl, { ...common, jwtSecret: randomBytes(32).toString('hex') }));
    } catch (error) {
      await Promise.all(backends.map((backend) => backend.stop()));
      throw error;
    }
  }
  for (const backend of backends) await backend.sql.exec(GENEROUS_LEAD_CAPS);
  return backends;
}

/**
 * A test suite sends hundreds of leads within the hour, so the hourly caps on visitors' leads
 * (past which a lead needs a challenge) are lifted as the rate limits are; tests of the caps set
 * them low. Schemas without the settings (other migrations) are left alone.
 */
const GENEROUS_LEAD_CAPS = `
  do $$ begin
    if to_regclass('private.lead_screening_settings') is not null then
      update private.lead_screening_settings set listing_leads_per_hour = 1000000, leads_per_hour = 1000000;
    end if;
  end $$`;
export { discardPgliteExitCode } from './exit-code.js';
export { migratedPostgres } from './test-support/migrated-databases.js';
export { readMailbox } from './mail/read-mailbox.js';
export type { MailboxMessage } from './mail/dev-mailbox.js';
