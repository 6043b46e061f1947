import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPendingMigrations, listMigrationFiles, MigrationFailedError } from './migrations.js';
import { openTestDatabase } from './test-support/pglite-database.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'migrations-'));
});
afterAll(async () => {
  await database.dispose();
  await rm(dir, { recursive: true, force: true });
});

const tables = async () =>
  (
    await database.sql.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    )
  ).map((row) => row.name);

describe('applyPendingMigrations', () => {
  it('treats a missing folder as no migrations', async () => {
    expect(await listMigrationFiles(join(dir, 'missing'))).toEqual([]);
  });

  it('applies files in name order and records each version', async () => {
    // the second file depends on the first: order matters
    await writeFile(join(dir, '20250102000000_add_items_price.sql'), 'alter table public.items add column price numeric;');
    await writeFile(join(dir, '20250101000000_create_items.sql'), 'create table public.items (id int primary key);');
    await writeFile(join(dir, 'README.md'), 'not a migration');
    const applied = await applyPendingMigrations(database.sql, dir);
    expect(applied.map((file) => [file.version, file.name])).toEqual([
      ['20250101000000', 'create_items'],
      ['20250102000000', 'add_items_price'],
    ]);
    const history = await database.sql.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(history.map((row) => row.version)).toEqual(['20250101000000', '20250102000000']);
  });

  it('applies only new files on the next run', async () => {
    expect(await applyPendingMigrations(database.sql, dir)).toEqual([]);
    await writeFile(join(dir, '20250103000000_create_tags.sql'), 'create table public.tags (id int primary key);');
    const applied = await applyPendingMigrations(database.sql, dir);
    expect(applied.map((file) => file.fileName)).toEqual(['20250103000000_create_tags.sql']);
    expect(await tables()).toEqual(['items', 'tags']);
  });

  it('stops at a failing file, naming it with the Postgres error, and keeps none of it', async () => {
    await writeFile(
      join(dir, '20250104000000_broken.sql'),
      'create table public.half_done (id int);\nselect * from public.no_such_table;',
    );
    await writeFile(join(dir, '20250105000000_after.sql'), 'create table public.after_broken (id int);');
    const failure = await applyPendingMigrations(database.sql, dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect((failure as MigrationFailedError).fileName).toBe('20250104000000_broken.sql');
    expect((failure as Error).message).toBe(
      'Migration 20250104000000_broken.sql failed: relation "public.no_such_table" does not exist',
    );
    expect(await tables()).toEqual(['items', 'tags']);
    const recorded = await database.sql.query("select 1 from supabase_migrations.schema_migrations where version = '20250104000000'");
    expect(recorded).toEqual([]);
  });
});
