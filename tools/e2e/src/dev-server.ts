import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** An app's Vite dev server with its own config, on a free loopback port. */
async function startDevServer(app: 'storefront' | 'admin'): Promise<{ server: ViteDevServer; origin: string }> {
  const appDir = join(repoRoot, 'apps', app);
  const server = await createServer({
    configFile: join(appDir, 'vite.config.ts'),
    root: appDir,
    logLevel: 'silent',
    server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false },
  });
  await server.listen();
  const { port } = server.httpServer?.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

/**
 * Vite's dev server serves any allowed file through `/@fs/<absolute path>`: the app's own config
 * must keep the database files under `.data/` and everything outside the app, the libraries and
 * node_modules out of reach.
 */
export function describeDevServerFileAccess(app: 'storefront' | 'admin'): void {
  const probe = join('.data', `probe-${app}-${randomBytes(4).toString('hex')}`, 'PG_VERSION');
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  const status = async (repoPath: string) => (await fetch(`${dev.origin}/@fs${join(repoRoot, repoPath)}`)).status;

  beforeAll(async () => {
    await mkdir(join(repoRoot, probe, '..'), { recursive: true });
    await writeFile(join(repoRoot, probe), '17');
    dev = await startDevServer(app);
  });
  afterAll(async () => {
    await dev?.server.close();
    await rm(join(repoRoot, probe, '..'), { recursive: true, force: true });
  });

  describe(`${app} dev server`, () => {
    it('serves the shared libraries it compiles', async () => {
      await expect(status('libs/domain/src/index.ts')).resolves.toBe(200);
    });

    it('refuses the runtime data and every file outside the app, the libraries and node_modules', async () => {
      for (const path of [probe, 'tools/local-supabase/src/keys.ts', 'package.json']) {
        await expect(status(path), path).resolves.toBe(403);
      }
    });
  });
}
