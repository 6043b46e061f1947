import type { PGlite } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgtapDatabase } from './testing/pgtap-database';
import { REPO_ROOT } from './testing/repo-root';

// supabase/tests/database holds pgTAP files for `supabase test db`; here they run on PGlite.
const TESTS_DIR = path.join(REPO_ROOT, 'supabase', 'tests', 'database');
const files = (await readdir(TESTS_DIR)).filter((name) => name.endsWith('.test.sql')).sort();

let db: PGlite;
beforeAll(async () => {
  db = await createPgtapDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** The TAP lines a file printed: every text value of every row of every statement. */
async function runTap(file: string): Promise<string[]> {
  const results = await db.exec(await readFile(path.join(TESTS_DIR, file), 'utf8'));
  return results.flatMap((result) =>
    result.rows.flatMap((row) => Object.values(row).filter((value): value is string => typeof value === 'string')),
  );
}

describe('pgTAP suites (supabase/tests/database)', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s passes every planned test', async (file) => {
    const lines = (await runTap(file)).flatMap((text) => text.split('\n'));
    const plan = lines.find((line) => /^1\.\.\d+$/.test(line));
    expect(plan, lines.join('\n')).toBeDefined();
    const failures = lines.filter((line) => line.startsWith('not ok') || line.startsWith('# Looks like'));
    expect(failures, lines.join('\n')).toEqual([]);
    const passed = lines.filter((line) => /^ok \d+/.test(line)).length;
    expect(passed).toBe(Number(plan?.slice(3)));
  });
});
