import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Migration {
  /** File name, e.g. `20251122000400_create_categories.sql`; its order is the apply order. */
  readonly name: string;
  readonly sql: string;
}

const MIGRATION_FILE = /^\d{14}_[a-z0-9_]+\.sql$/;

/** The project's migrations in the order they apply (file-name order). */
export async function readMigrations(repoRoot: string): Promise<Migration[]> {
  const dir = path.join(repoRoot, 'supabase', 'migrations');
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}
