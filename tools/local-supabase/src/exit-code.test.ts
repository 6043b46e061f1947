import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freshPgliteDir } from './pglite-template.js';
import { startLocalSupabase } from './start-local-supabase.js';
import { FIXTURE_MIGRATIONS } from './test-support/clients.js';

let root: string | undefined;
afterAll(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

// A test runner that runs the backend in its own process reports its result through
// process.exitCode; starting and stopping PGlite must leave it alone.
it('leaves the host process exit code as it was when it starts and stops', async () => {
  root = await mkdtemp(join(tmpdir(), 'stop-'));
  const dataDir = join(root, 'pglite');
  await freshPgliteDir(dataDir);
  const before = process.exitCode;
  process.exitCode = 3;
  try {
    const backend = await startLocalSupabase({ port: 0, dataDir, migrationsDir: FIXTURE_MIGRATIONS, databaseUrl: '', seed: 'none', quiet: true, jwtSecret: 'x'.repeat(64) });
    expect(process.exitCode).toBe(3);
    await backend.stop();
    expect(process.exitCode).toBe(3);
  } finally {
    process.exitCode = before;
  }
});
