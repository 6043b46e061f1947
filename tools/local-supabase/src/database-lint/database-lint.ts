import { readdir, readFile } from 'node:fs/promises';
import type { SqlRunner } from '../database.js';

// Supabase's database linter (splinter) ships in no npm package, so its security lints are
// restated here in our own SQL, one file per lint, named after splinter's.

type LintLevel = 'ERROR' | 'WARN' | 'INFO';

export interface DatabaseLint {
  /** The file's name without `.sql`, e.g. `0013_rls_disabled_in_public`. */
  name: string;
  level: LintLevel;
  /** The rule, in one line. */
  rule: string;
  /** A query returning one row (`object`, `detail`) per offending object. */
  sql: string;
}

export interface LintFinding {
  lint: string;
  level: LintLevel;
  object: string;
  detail: string;
}

export interface LintOptions {
  /** The schemas PostgREST serves: supabase/config.toml's `[api] schemas`. */
  exposedSchemas?: readonly string[];
}

/** Schemas that Supabase, PostgreSQL and the extensions own: the lints judge ours only. */
const SYSTEM_SCHEMAS: readonly string[] = [
  'auth', 'storage', 'realtime', 'vault', 'extensions', 'graphql', 'graphql_public', 'supabase_functions',
  'supabase_migrations', 'pgbouncer', 'pgsodium', 'pgsodium_masks', 'pgtle', 'pgmq', 'net', 'cron', 'repack',
  'tiger', 'topology', 'information_schema', 'pg_catalog', 'pg_toast',
];

const LINTS_DIR = new URL('./lints/', import.meta.url);
const HEADER = /^-- (ERROR|WARN|INFO): (.+)\n/;

/** Every lint under ./lints, in file-name order. */
export async function loadDatabaseLints(): Promise<DatabaseLint[]> {
  const files = (await readdir(LINTS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(new URL(file, LINTS_DIR), 'utf8');
      const header = HEADER.exec(sql);
      if (!header) throw new Error(`${file} must start with "-- LEVEL: rule"`);
      return { name: file.slice(0, -'.sql'.length), level: header[1] as LintLevel, rule: header[2], sql };
    }),
  );
}

/**
 * Runs `lints` against the database and returns what they find. Each query sees `lint_context`
 * (system_schemas, exposed_schemas) and only reads the catalogue.
 */
export async function runDatabaseLints(sql: SqlRunner, lints: readonly DatabaseLint[], options: LintOptions = {}): Promise<LintFinding[]> {
  const exposedSchemas = options.exposedSchemas ?? ['public'];
  const findings: LintFinding[] = [];
  for (const lint of lints) {
    const rows = await sql.query<{ object: string; detail: string }>(
      `with lint_context as (select $1::text[] as system_schemas, $2::text[] as exposed_schemas)
       select lint.object, lint.detail from (${lint.sql}) lint order by 1, 2`,
      [SYSTEM_SCHEMAS, exposedSchemas],
    );
    findings.push(...rows.map((row) => ({ lint: lint.name, level: lint.level, object: row.object, detail: row.detail })));
  }
  return findings;
}
