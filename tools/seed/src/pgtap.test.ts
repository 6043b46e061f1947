import type { PGlite } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgtapDatabase } from './testing/pgtap-database';
import { openPgtapPostgres } from './testing/pgtap-postgres';
import { REPO_ROOT } from './testing/repo-root';

// supabase/tests/database holds pgTAP files for `supabase test db`; here they run on PGlite, then on PostgreSQL.
const TESTS_DIR = path.join(REPO_ROOT, 'supabase', 'tests', 'database');
const files = (await readdir(TESTS_DIR)).filter((name) => name.endsWith('.test.sql')).sort();
const readTestFile = (file: string) => readFile(path.join(TESTS_DIR, file), 'utf8');

/** Every planned test of a file's TAP output passed. */
function expectAllPassed(output: string[]): void {
  const lines = output.flatMap((text) => text.split('\n'));
  const plan = lines.find((line) => /^1\.\.\d+$/.test(line));
  expect(plan, lines.join('\n')).toBeDefined();
  const failures = lines.filter((line) => line.startsWith('not ok') || line.startsWith('# Looks like'));
  expect(failures, lines.join('\n')).toEqual([]);
  const passed = lines.filter((line) => /^ok \d+/.test(line)).length;
  expect(passed).toBe(Number(plan?.slice(3)));
}

describe('pgTAP suites (supabase/tests/database) on PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await createPgtapDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s passes every planned test', async (file) => {
    const results = await db.exec(await readTestFile(file));
    expectAllPassed(
      results.flatMap((result) =>
        result.rows.flatMap((row) => Object.values(row).filter((value): value is string => typeof value === 'string')),
      ),
    );
  });
});

// The schema rules hold on the PostgreSQL a deployment runs too; the run is skipped, saying why, where there is none.
const postgresRun = await openPgtapPostgres();
const skipped = 'skipped' in postgresRun ? postgresRun.skipped : undefined;
if (skipped) console.warn(`pgTAP on PostgreSQL skipped: ${skipped}`);

describe.skipIf(skipped)(`pgTAP suites (supabase/tests/database) on PostgreSQL${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  afterAll(async () => {
    if (!('skipped' in postgresRun)) await postgresRun.dispose();
  });

  it.each(files)('%s passes every planned test', async (file) => {
    if ('skipped' in postgresRun) return;
    expectAllPassed(await postgresRun.runScript(await readTestFile(file)));
  });
});
