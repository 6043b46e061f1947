import { PGlite, type Extensions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pgtap } from '@electric-sql/pglite/pgtap';
import { getAuthSchemaSql, getStorageSchemaSql, SUPABASE_AUTH_HELPERS_SQL } from '@supabase/lite';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrations } from '../migrations';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TEMPLATE_DIR = path.join(REPO_ROOT, 'tmp', 'schema-database');

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

interface SchemaDatabaseOptions {
  readonly seed?: boolean;
  readonly pgtap?: boolean;
}

async function buildSchemaDatabase(options: SchemaDatabaseOptions, extensions: Extensions): Promise<PGlite> {
  const db = await PGlite.create({ extensions });
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
  if (options.pgtap) await db.exec('create extension if not exists pgtap with schema extensions;');
  if (options.seed) await db.exec(await readFile(path.join(REPO_ROOT, 'supabase', 'seed.sql'), 'utf8'));
  return db;
}

/** Identifies a built database: any change to the migrations, the seed or the options rebuilds it. */
async function templateKey(options: SchemaDatabaseOptions): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify({ seed: !!options.seed, pgtap: !!options.pgtap }))
    .update(SUPABASE_ROLES_SQL + PREINSTALLED_EXTENSIONS_SQL + SUPABASE_AUTH_HELPERS_SQL)
    .update(getAuthSchemaSql() + getStorageSchemaSql());
  for (const migration of await readMigrations(REPO_ROOT)) hash.update(migration.name).update(migration.sql);
  if (options.seed) hash.update(await readFile(path.join(REPO_ROOT, 'supabase', 'seed.sql'), 'utf8'));
  return hash.digest('hex').slice(0, 24);
}

/**
 * A fresh in-memory PGlite with Supabase's roles, auth and storage schemas and our migrations
 * (optionally seeded, optionally with pgTAP). Building one takes tens of seconds on a busy
 * machine, so the built data folder is kept under tmp/ and loaded by later suites.
 */
export async function createSchemaDatabase(options: SchemaDatabaseOptions = {}): Promise<PGlite> {
  const extensions: Extensions = options.pgtap ? { pg_trgm, unaccent, pgtap } : { pg_trgm, unaccent };
  const template = path.join(TEMPLATE_DIR, `${await templateKey(options)}.tar.gz`);
  let db: PGlite;
  try {
    db = await PGlite.create({ loadDataDir: new Blob([await readFile(template)]), extensions });
  } catch {
    db = await buildSchemaDatabase(options, extensions);
    await mkdir(TEMPLATE_DIR, { recursive: true });
    const building = `${template}.${process.pid}.tmp`;
    await writeFile(building, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    await rename(building, template);
  }
  // Where `supabase test db` finds pgTAP on hosted projects.
  if (options.pgtap) await db.exec('set search_path = public, extensions;');
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
