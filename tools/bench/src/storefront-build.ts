import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** `vite build` of the storefront into `outDir` with the given VITE_* settings, as tools/e2e builds it. */
export async function buildStorefront(outDir: string, env: Record<string, string>): Promise<void> {
  await promisify(execFile)(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(repoRoot, 'apps/storefront'),
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}
