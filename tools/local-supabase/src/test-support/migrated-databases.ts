import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import postgres from 'postgres';
import { openPostgres, type Database } from '../database.js';
import { applyPendingMigrations } from '../migrations.js';
import { repoRoot } from '../repo-root.js';
import { ensureSystemSchema } from '../system-schema.js';
import { reachablePostgres } from '../testing.js';
import { openTestDatabase } from './pglite-database.js';

export interface MigratedDatabase extends Database {
  name: 'pglite' | 'postgres';
  dispose(): Promise<void>;
}

export interface MigratedPostgres extends MigratedDatabase {
  /** The throw-away database's URL, for a client of its own. */
  url: string;
}

const MIGRATIONS_DIR = join(repoRoot, 'supabase', 'migrations');

async function migratedPglite(): Promise<MigratedDatabase> {
  const database = await openTestDatabase();
  await applyPendingMigrations(database.sql, MIGRATIONS_DIR);
  return { ...database, name: 'pglite' };
}

/** A throw-away database on the PostgreSQL server at serverUrl, built as the backend builds it; dispose() drops it. */
export async function migratedPostgres(serverUrl: string): Promise<MigratedPostgres> {
  const name = `oneboss_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  const dispose = async () => {
    await database.connection.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  };
  try {
    await ensureSystemSchema(database.sql);
    await applyPendingMigrations(database.sql, MIGRATIONS_DIR);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...database, name: 'postgres', dispose, url: url.toString() };
}

/**
 * The repository's schema as the backend builds it (system schemas, then every migration), with
 * no server in front: always on PGlite, and on a throw-away PostgreSQL database when one answers.
 */
export async function openMigratedDatabases(): Promise<MigratedDatabase[]> {
  const databases = [await migratedPglite()];
  const serverUrl = await reachablePostgres();
  if (!serverUrl) console.warn('PostgreSQL not reachable: skipping the PostgreSQL run');
  else databases.push(await migratedPostgres(serverUrl));
  return databases;
}
