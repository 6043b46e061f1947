import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pgtap } from '@electric-sql/pglite/pgtap';
import { getAuthSchemaSql, getStorageSchemaSql, SUPABASE_AUTH_HELPERS_SQL } from '@supabase/lite';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './repo-root';

const TEMPLATE_DIR = path.join(REPO_ROOT, 'tmp', 'pgtap-database');
const EXTENSIONS = { pg_trgm, unaccent, pgtap };
const MIGRATION_FILE = /^\d{14}_[a-z0-9_]+\.sql$/;

/** The project's migrations in the order they apply (file-name order). */
async function readMigrations(): Promise<{ name: string; sql: string }[]> {
  const dir = path.join(REPO_ROOT, 'supabase', 'migrations');
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })));
}

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

async function buildDatabase(): Promise<PGlite> {
  const db = await PGlite.create({ extensions: EXTENSIONS });
  await db.exec(SUPABASE_ROLES_SQL);
  await db.exec(PREINSTALLED_EXTENSIONS_SQL);
  await db.exec(SUPABASE_AUTH_HELPERS_SQL);
  await db.exec(getAuthSchemaSql());
  await db.exec(getStorageSchemaSql());
  // Hosted Supabase leaves storage tables to RLS alone, with table privileges granted.
  await db.exec(`grant usage on schema auth, storage to anon, authenticated, service_role;
    grant all on all tables in schema storage to anon, authenticated, service_role;`);
  for (const migration of await readMigrations()) {
    try {
      await db.exec(migration.sql);
    } catch (error) {
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    }
  }
  await db.exec('create extension if not exists pgtap with schema extensions;');
  return db;
}

/** Identifies a built database: any change to the migrations or to what precedes them rebuilds it. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256')
    .update(SUPABASE_ROLES_SQL + PREINSTALLED_EXTENSIONS_SQL + SUPABASE_AUTH_HELPERS_SQL)
    .update(getAuthSchemaSql() + getStorageSchemaSql());
  for (const migration of await readMigrations()) hash.update(migration.name).update(migration.sql);
  return hash.digest('hex').slice(0, 24);
}

/**
 * A fresh in-memory PGlite with Supabase's roles, auth and storage schemas, our migrations and
 * pgTAP: where supabase/tests/database runs. Building one takes tens of seconds on a busy
 * machine, so the built data folder is kept under tmp/ and loaded by later runs.
 */
export async function createPgtapDatabase(): Promise<PGlite> {
  const template = path.join(TEMPLATE_DIR, `${await templateKey()}.tar.gz`);
  let db: PGlite;
  try {
    db = await PGlite.create({ loadDataDir: new Blob([await readFile(template)]), extensions: EXTENSIONS });
  } catch {
    db = await buildDatabase();
    await mkdir(TEMPLATE_DIR, { recursive: true });
    const building = `${template}.${process.pid}.tmp`;
    await writeFile(building, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    await rename(building, template);
  }
  // Where `supabase test db` finds pgTAP on hosted projects.
  await db.exec('set search_path = public, extensions;');
  return db;
}
