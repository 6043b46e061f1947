import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pgtap } from '@electric-sql/pglite/pgtap';
import { getAuthSchemaSql, getStorageSchemaSql, SUPABASE_AUTH_HELPERS_SQL } from '@supabase/lite';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrations } from '../migrations';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

// What hosted Supabase (and @supabase/lite) provide before the project's migrations run.
const SUPABASE_ROLES_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;
`;

// tools/local-supabase installs these in public before the migrations; the migrations must cope.
const PREINSTALLED_EXTENSIONS_SQL = 'create extension if not exists pg_trgm; create extension if not exists unaccent;';

/** A fresh in-memory PGlite with Supabase's roles, auth and storage schemas and our migrations. */
export async function createSchemaDatabase(options: { seed?: boolean; pgtap?: boolean } = {}): Promise<PGlite> {
  const db = await PGlite.create({ extensions: options.pgtap ? { pg_trgm, unaccent, pgtap } : { pg_trgm, unaccent } });
  await db.exec(SUPABASE_ROLES_SQL);
  await db.exec(PREINSTALLED_EXTENSIONS_SQL);
  await db.exec(SUPABASE_AUTH_HELPERS_SQL);
  await db.exec(getAuthSchemaSql());
  await db.exec(getStorageSchemaSql());
  // Hosted Supabase leaves storage tables to RLS alone, with table privileges granted.
  await db.exec(`grant usage on schema auth, storage to anon, authenticated, service_role;
    grant all on all tables in schema storage to anon, authenticated, service_role;`);
  for (const migration of await readMigrations(REPO_ROOT)) {
    try {
      await db.exec(migration.sql);
    } catch (error) {
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    }
  }
  if (options.pgtap) {
    // Where `supabase test db` finds it on hosted projects.
    await db.exec('create extension if not exists pgtap with schema extensions; set search_path = public, extensions;');
  }
  if (options.seed) {
    await db.exec(await readFile(path.join(REPO_ROOT, 'supabase', 'seed.sql'), 'utf8'));
  }
  return db;
}

export interface RequestIdentity {
  readonly role: 'anon' | 'authenticated' | 'service_role';
  readonly sub?: string;
  readonly email?: string;
}

export const VISITOR: RequestIdentity = { role: 'anon' };

const ROLLBACK = Symbol('rollback');

/** Runs `work` in a transaction that is always rolled back, so every check starts from the same data. */
export async function inRollback<T>(db: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result as T;
}

/** Switches the transaction to the request's role and JWT claims, as PostgREST does per request. */
export async function becomeIdentity(tx: Transaction, identity: RequestIdentity): Promise<void> {
  const claims = JSON.stringify({ role: identity.role, sub: identity.sub, email: identity.email });
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
  await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [identity.sub ?? '']);
  await tx.query(`select set_config('role', $1, true)`, [identity.role]);
}

/** Runs `work` as the request identity inside a rolled-back transaction. */
export async function asIdentity<T>(
  db: PGlite,
  identity: RequestIdentity,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return inRollback(db, async (tx) => {
    await becomeIdentity(tx, identity);
    return work(tx);
  });
}

/** The Postgres error a statement raised (code, message, hint), or a failure if it succeeded. */
export async function pgError(
  run: () => Promise<unknown>,
): Promise<{ code?: string; message: string; hint?: string; detail?: string }> {
  try {
    await run();
  } catch (error) {
    return error as { code?: string; message: string; hint?: string; detail?: string };
  }
  throw new Error('expected the statement to fail, it succeeded');
}
