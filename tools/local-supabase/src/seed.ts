import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SqlRunner } from './database.js';

export interface SeedTarget {
  url: string;
  anonKey: string;
  serviceKey: string;
  repoRoot: string;
}

type SeedDemo = (target: SeedTarget) => Promise<void>;

const SEED_RECORD = 'demo';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

export async function seedAlreadyRun(sql: SqlRunner): Promise<boolean> {
  const rows = await sql.query('select 1 from supabase_migrations.seed_files where path = $1', [SEED_RECORD]);
  return rows.length > 0;
}

/**
 * Runs `supabase/seed.sql`, then tools/seed's `seedDemo` when that module exists,
 * and records the run so it never repeats on this database.
 */
export async function runDemoSeed(sql: SqlRunner, target: SeedTarget): Promise<void> {
  const seedSql = join(target.repoRoot, 'supabase', 'seed.sql');
  if (await exists(seedSql)) await sql.exec(await readFile(seedSql, 'utf8'));
  const seedModule = join(target.repoRoot, 'tools', 'seed', 'src', 'index.ts');
  if (await exists(seedModule)) {
    const { seedDemo } = (await import(pathToFileURL(seedModule).href)) as { seedDemo?: SeedDemo };
    if (typeof seedDemo === 'function') await seedDemo(target);
  }
  await sql.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
    SEED_RECORD,
    new Date().toISOString(),
  ]);
}
