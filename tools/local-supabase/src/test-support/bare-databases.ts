import { afterAll, beforeAll } from 'vitest';
import { openPglite, openPostgres, type Database } from '../database.js';
import { reachablePostgres } from '../testing.js';

/**
 * An in-memory PGlite, and the PostgreSQL server when reachable, opened for the calling test file and
 * closed after it: for checks of how each driver hands a value to the database, no schema needed.
 */
export function bareDatabases(): { name: string; db: Database }[] {
  const databases: { name: string; db: Database }[] = [{ name: 'pglite', db: openPglite('memory://') }];
  beforeAll(async () => {
    const url = await reachablePostgres();
    if (!url) console.warn('PostgreSQL not reachable: skipping the PostgreSQL run');
    else databases.push({ name: 'postgres', db: openPostgres(url) });
  });
  afterAll(async () => {
    for (const { db } of databases) await db.connection.close();
  });
  return databases;
}
