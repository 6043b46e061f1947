import { cp, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from './repo-root.js';

const TEMPLATE_DIR = join(repoRoot, 'tmp', 'pglite-template');

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * A fresh PGlite data folder at `target`. Creating one runs initdb, which takes
 * tens of seconds on a busy machine; an initialised, cleanly closed folder is
 * kept once under tmp/ and copied instead.
 */
export async function freshPgliteDir(target: string): Promise<void> {
  if (!(await exists(TEMPLATE_DIR))) {
    await mkdir(join(repoRoot, 'tmp'), { recursive: true });
    const building = await mkdtemp(join(repoRoot, 'tmp', 'pglite-template-'));
    const db = new PGlite(building);
    await db.query('select 1');
    await db.close();
    // rename is atomic: a concurrent builder either wins or finds the template in place
    await rename(building, TEMPLATE_DIR).catch(async () => rm(building, { recursive: true, force: true }));
  }
  await cp(TEMPLATE_DIR, target, { recursive: true });
}
