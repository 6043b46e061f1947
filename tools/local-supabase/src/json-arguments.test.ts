import { describe, expect, it } from 'vitest';
import { bareDatabases } from './test-support/bare-databases.js';

// Lite hands a JSON argument to the driver as its JSON text; both drivers must send that text as the
// value itself, as hosted PostgREST passes an object to a function taking jsonb.
const databases = bareDatabases();

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
