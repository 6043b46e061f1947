import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { keepingExitCode } from './exit-code.js';
import { repoRoot } from './repo-root.js';

// the package exports no package.json: find it beside the resolved entry (dist/index)
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const { version } = JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as {
  version: string;
};
// per PGlite version: a data folder from another Postgres build may not open
const TEMPLATES_DIR = join(repoRoot, 'tmp', 'pglite-templates');
const TEMPLATE_DIR = join(TEMPLATES_DIR, version);

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
    await mkdir(TEMPLATES_DIR, { recursive: true });
    const building = await mkdtemp(join(TEMPLATES_DIR, 'building-'));
    await keepingExitCode(async () => {
      const db = new PGlite(building);
      await db.query('select 1');
      await db.close();
    });
    // rename is atomic: a concurrent builder either wins or finds the template in place
    await rename(building, TEMPLATE_DIR).catch(async () => rm(building, { recursive: true, force: true }));
  }
  await cp(TEMPLATE_DIR, target, { recursive: true });
}
