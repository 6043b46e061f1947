import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresReachable } from './databases';
import { waitForQuietDatabase } from './quiet-database';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reachable = await postgresReachable();
if (!reachable) console.warn('quiet-database.test.ts: PostgreSQL is not reachable at 127.0.0.1:5432; skipped.');

describe.skipIf(!reachable)('waiting for a quiet database', () => {
  const name = `oneboss_quiet_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  let busy: postgres.Sql;

  // The other session's statement is running before the wait starts.
  const untilRunning = async () => {
    for (let seen = 0; seen === 0; ) {
      [{ seen }] = await admin<{ seen: number }[]>`select count(*)::int as seen from pg_stat_activity where datname = ${name} and state = 'active'`;
    }
  };

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    busy = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    await busy?.end({ timeout: 1 });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('waits for a statement still running in another session to end', async () => {
    let ended = false;
    const running = busy`select pg_sleep(1.5)`.then(() => (ended = true));
    await untilRunning();
    expect(await waitForQuietDatabase(databaseUrl, { quietMs: 200 })).toBe(true);
    expect(ended).toBe(true);
    await running;
  });

  it('says so when the database does not go quiet in time', async () => {
    // postgres.js sends a query once it is awaited or its then is called.
    const running = busy`select pg_sleep(2)`.then(() => undefined);
    await untilRunning();
    expect(await waitForQuietDatabase(databaseUrl, { quietMs: 200, timeoutMs: 300 })).toBe(false);
    await running;
  });
});
