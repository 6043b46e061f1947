import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlRunner } from './database.js';

export interface MigrationFile {
  version: string;
  name: string;
  fileName: string;
  path: string;
}

/** `20250101000000_create_products.sql` → version `20250101000000`, name `create_products` (the Supabase CLI's naming). */
export async function listMigrationFiles(migrationsDir: string): Promise<MigrationFile[]> {
  const entries = await readdir(migrationsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return entries
    .filter((fileName) => fileName.endsWith('.sql'))
    .sort()
    .map((fileName) => {
      const stem = fileName.slice(0, -'.sql'.length);
      const separator = stem.indexOf('_');
      return {
        version: separator === -1 ? stem : stem.slice(0, separator),
        name: separator === -1 ? '' : stem.slice(separator + 1),
        fileName,
        path: join(migrationsDir, fileName),
      };
    });
}

export class MigrationFailedError extends Error {
  constructor(
    readonly fileName: string,
    cause: unknown,
  ) {
    super(`Migration ${fileName} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationFailedError';
  }
}

export async function appliedVersions(sql: SqlRunner): Promise<Set<string>> {
  const rows = await sql.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/**
 * Applies every migration not yet recorded, in file-name order, each in its own
 * transaction together with its history row, so a failure leaves neither behind.
 */
export async function applyPendingMigrations(sql: SqlRunner, migrationsDir: string): Promise<MigrationFile[]> {
  const applied = await appliedVersions(sql);
  const pending = (await listMigrationFiles(migrationsDir)).filter((file) => !applied.has(file.version));
  for (const file of pending) {
    const script = await readFile(file.path, 'utf8');
    try {
      await sql.transaction(async (tx) => {
        await tx.exec(script);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3])',
          [file.version, file.name, script],
        );
      });
    } catch (error) {
      throw new MigrationFailedError(file.fileName, error);
    }
  }
  return pending;
}
