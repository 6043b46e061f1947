import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './test-support/pglite-database.js';
import { shortenDatabaseErrors } from './database-error-log.js';

describe('shortenDatabaseErrors', () => {
  it('logs a real Postgres error in one line and anything else unchanged', async () => {
    const database = await openTestDatabase();
    const error = await database.sql.query('select * from public.missing').catch((caught: unknown) => caught);
    await database.dispose();

    const lines: unknown[][] = [];
    const log = shortenDatabaseErrors((...args) => lines.push(args));
    log(error);
    log('Auth error:', new Error('boom'));
    expect(lines[0]).toEqual(['[local-supabase] database error 42P01: relation "public.missing" does not exist']);
    expect(lines[1][0]).toBe('Auth error:');
    expect(lines[1][1]).toBeInstanceOf(Error);
  });
});
