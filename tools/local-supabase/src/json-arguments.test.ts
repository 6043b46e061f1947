import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './database.js';
import { reachablePostgres } from './testing.js';

// Lite hands a JSON argument to the driver as its JSON text; both drivers must send that text as the
// value itself, as hosted PostgREST passes an object to a function taking jsonb.
const databases: { name: string; db: Database }[] = [{ name: 'pglite', db: openPglite('memory://') }];

beforeAll(async () => {
  const url = await reachablePostgres();
  if (!url) console.warn('PostgreSQL not reachable: skipping the PostgreSQL run');
  else databases.push({ name: 'postgres', db: openPostgres(url) });
});
afterAll(async () => {
  for (const { db } of databases) await db.connection.close();
});

describe('a JSON argument', () => {
  it('arrives as the object, array or number its text holds, on every backend', async () => {
    for (const { name, db } of databases) {
      const [row] = await db.sql.query<{ object: string; array: string; number: string; key: number }>(
        `select jsonb_typeof($1::jsonb) as object, jsonb_typeof($2::jsonb) as array, jsonb_typeof($3::json::jsonb) as number, ($1::jsonb ->> 'a')::int as key`,
        ['{"a":1}', [1, 2], 5],
      );
      expect(row, name).toEqual({ object: 'object', array: 'array', number: 'number', key: 1 });
    }
  });
});
