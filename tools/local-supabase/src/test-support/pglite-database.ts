import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, type Database } from '../database.js';
import { freshPgliteDir } from '../pglite-template.js';
import { ensureSystemSchema } from '../system-schema.js';

/** A PGlite database in a fresh temporary folder, with the system schemas in place. */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const dir = join(await mkdtemp(join(tmpdir(), 'oneboss-db-')), 'pglite');
  await freshPgliteDir(dir);
  const database = openPglite(dir);
  await ensureSystemSchema(database.sql);
  return {
    ...database,
    dispose: async () => {
      await database.connection.close();
      await rm(join(dir, '..'), { recursive: true, force: true });
    },
  };
}
