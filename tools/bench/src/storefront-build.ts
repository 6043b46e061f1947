import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** The VITE_* settings the storefront reads at build time, for its server bundle and its browser one alike. */
export interface StorefrontBuildEnv {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_STOREFRONT_URL: string;
}

/** `vite build` of the storefront (TanStack Start) into `buildDir`/client and `buildDir`/server, as tools/e2e builds it. */
export async function buildStorefront(buildDir: string, env: StorefrontBuildEnv): Promise<void> {
  await promisify(execFile)(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: join(repoRoot, 'apps/storefront'),
    env: { ...process.env, ...env, VITE_WHATSAPP_NUMBER: '5511999999999', STOREFRONT_BUILD_DIR: buildDir },
    maxBuffer: 64 * 1024 * 1024,
  });
}
