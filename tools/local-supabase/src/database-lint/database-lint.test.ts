import { afterAll, describe, expect, it } from 'vitest';
import type { SqlRunner } from '../database.js';
import { openMigratedDatabases } from '../test-support/migrated-databases.js';
import { loadDatabaseLints, runDatabaseLints, type DatabaseLint, type LintOptions } from './database-lint.js';

const lints = await loadDatabaseLints();
const databases = await openMigratedDatabases();
afterAll(() => Promise.all(databases.map((database) => database.dispose())));

const lint = (name: string): DatabaseLint => {
  const found = lints.find((candidate) => candidate.name.slice(5) === name);
  if (!found) throw new Error(`no lint ${name}`);
  return found;
};

const ROLLBACK = new Error('rollback');

/** What `name` finds once `setup` has run, in a transaction that is then rolled back. */
async function findingsAfter(sql: SqlRunner, setup: string, name: string, options?: LintOptions): Promise<string[]> {
  let objects: string[] = [];
  await sql
    .transaction(async (tx) => {
      await tx.exec(setup);
      objects = (await runDatabaseLints(tx, [lint(name)], options)).map((finding) => finding.object);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return objects;
}

// One deliberately bad object per lint, and what the lint must report about it.
const BAD_OBJECTS: [lint: string, setup: string, object: string, options?: LintOptions][] = [
  ['auth_users_exposed', 'create view public.lint_users as select id, email from auth.users; grant select on public.lint_users to anon;', 'public.lint_users'],
  [
    'auth_rls_initplan',
    `create table public.lint_rows (owner uuid); alter table public.lint_rows enable row level security;
     create policy "own rows" on public.lint_rows for select to authenticated using (owner = auth.uid());`,
    'public.lint_rows',
  ],
  ['policy_exists_rls_disabled', `create table public.lint_rows (id int); create policy "some rows" on public.lint_rows for select to anon using (id > 0);`, 'public.lint_rows'],
  ['rls_enabled_no_policy', 'create table public.lint_rows (id int); alter table public.lint_rows enable row level security;', 'public.lint_rows'],
  ['security_definer_view', 'create view public.lint_view as select 1 as x; grant select on public.lint_view to anon;', 'public.lint_view'],
  ['function_search_path_mutable', `create function public.lint_function() returns int language sql as 'select 1';`, 'public.lint_function()'],
  ['rls_disabled_in_public', 'create table public.lint_rows (id int); grant select on public.lint_rows to anon;', 'public.lint_rows'],
  ['extension_in_public', 'alter extension pg_trgm set schema public;', 'pg_trgm'],
  [
    'rls_references_user_metadata',
    `create table public.lint_rows (id int); alter table public.lint_rows enable row level security;
     create policy "metadata admins" on public.lint_rows for delete to authenticated
       using (((select auth.jwt()) -> 'user_metadata' ->> 'role') = 'admin');`,
    'public.lint_rows',
  ],
  ['materialized_view_in_api', 'create materialized view public.lint_totals as select 1 as x; grant select on public.lint_totals to anon;', 'public.lint_totals'],
  [
    'foreign_table_in_api',
    `create foreign data wrapper lint_wrapper; create server lint_server foreign data wrapper lint_wrapper;
     create foreign table public.lint_remote (x int) server lint_server; grant select on public.lint_remote to anon;`,
    'public.lint_remote',
  ],
  [
    'insecure_queue_exposed_in_api',
    'create schema pgmq; create table pgmq.q_lint (id int); grant usage on schema pgmq to anon; grant select on pgmq.q_lint to anon;',
    'pgmq.q_lint',
    { exposedSchemas: ['public', 'pgmq_public'] },
  ],
  ['fkey_to_auth_unique', 'create table public.lint_rows (phone text references auth.users (phone));', 'public.lint_rows'],
  [
    'extension_versions_outdated',
    `drop extension pg_trgm cascade; create extension pg_trgm with schema extensions version '1.3';`,
    'pg_trgm',
  ],
  ['sensitive_columns_exposed', 'create table public.lint_rows (id int, password text); grant select on public.lint_rows to anon;', 'public.lint_rows'],
  [
    'rls_policy_always_true',
    `create table public.lint_rows (id int); alter table public.lint_rows enable row level security;
     create policy "anyone edits" on public.lint_rows for update to authenticated using (true);`,
    'public.lint_rows',
  ],
  [
    'public_bucket_allows_listing',
    `create policy "lint listing" on storage.objects for select to anon using (bucket_id = 'products');`,
    'storage.buckets products',
  ],
  [
    'anon_security_definer_function_executable',
    `create function public.lint_definer() returns int language sql security definer set search_path = '' as 'select 1';
     grant execute on function public.lint_definer() to anon;`,
    'public.lint_definer()',
  ],
  [
    'authenticated_security_definer_function_executable',
    `create function public.lint_definer() returns int language sql security definer set search_path = '' as 'select 1';
     revoke execute on function public.lint_definer() from public; grant execute on function public.lint_definer() to authenticated;`,
    'public.lint_definer()',
  ],
];

describe('database lints', () => {
  it('cover each lint once, each stating its level and rule', () => {
    expect(lints.map((candidate) => candidate.name.slice(5)).sort()).toEqual(BAD_OBJECTS.map(([name]) => name).sort());
  });
});

describe.each(databases)('the migrated schema on $name', (database) => {
  it('passes every lint: no error, no warning, nothing to note', async () => {
    expect(await runDatabaseLints(database.sql, lints)).toEqual([]);
  });

  it.each(BAD_OBJECTS)('%s catches a deliberately bad object', async (name, setup, object, options) => {
    expect(await findingsAfter(database.sql, setup, name, options)).toContain(object);
  });
});
