import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
export async function createSchemaDatabase(options: { seed?: boolean } = {}): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  await db.exec(SUPABASE_ROLES_SQL);
  await db.exec(PREINSTALLED_EXTENSIONS_SQL);
  await db.exec(SUPABASE_AUTH_HELPERS_SQL);
  await db.exec(getAuthSchemaSql());
  await db.exec(getStorageSchemaSql());
  await db.exec('grant usage on schema auth, storage to anon, authenticated, service_role;');
  for (const migration of await readMigrations(REPO_ROOT)) {
    try {
      await db.exec(migration.sql);
    } catch (error) {
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    }
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

/**
 * Runs `work` the way PostgREST runs a request: inside a transaction, as the request's role, with
 * the JWT claims set; the transaction is rolled back so each check starts from the same data.
 */
export async function asIdentity<T>(
  db: PGlite,
  identity: RequestIdentity,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  const rollback = new Error('rollback');
  try {
    await db.transaction(async (tx) => {
      const claims = JSON.stringify({ role: identity.role, sub: identity.sub, email: identity.email });
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [identity.sub ?? '']);
      await tx.query(`select set_config('role', $1, true)`, [identity.role]);
      result = await work(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result as T;
}
