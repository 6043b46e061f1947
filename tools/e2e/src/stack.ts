import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { generousRateLimits, startLocalSupabase } from '@oneboss/local-supabase';
import { run, startServer, stopServer, waitForUrl } from './processes';

export interface StackInfo {
  backendUrl: string;
  anonKey: string;
  serviceKey: string;
  storefrontUrl: string;
  adminUrl: string;
  admin: { email: string; password: string };
  /** Seconds between runs of the alerts' job, short so the alert journeys wait seconds, not minutes. */
  alertsIntervalSeconds: number;
}

/** Every minute by default; journey files run one at a time, so each wait for the job adds to the suite. */
const ALERTS_INTERVAL_S = 5;

export interface Stack {
  info: StackInfo;
  /** The production builds being served; null with E2E_MODE=dev. */
  dist: Record<AppName, string> | null;
  stop(): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '../../..');
const viteBin = join(repoRoot, 'node_modules/.bin/vite');
const tsxBin = join(repoRoot, 'node_modules/.bin/tsx');

export type AppName = 'storefront' | 'admin';

function port(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The whole product on throw-away data: the embedded backend with the demo seed,
 * and both apps built for production (or Vite dev servers with E2E_MODE=dev).
 */
export async function startStack(): Promise<Stack> {
  const workDir = await mkdtemp(join(tmpdir(), 'oneboss-e2e-'));
  const admin = { email: 'admin@oneboss.local', password: `E2e-${randomBytes(12).toString('base64url')}` };
  process.env.SEED_ADMIN_EMAIL = admin.email;
  process.env.SEED_ADMIN_PASSWORD = admin.password;

  const ports: Record<AppName, number> = {
    storefront: port('E2E_STOREFRONT_PORT', 4210),
    admin: port('E2E_ADMIN_PORT', 4310),
  };
  const urls: Record<AppName, string> = {
    storefront: `http://127.0.0.1:${ports.storefront}`,
    admin: `http://127.0.0.1:${ports.admin}`,
  };

  const backend = await startLocalSupabase({
    port: port('E2E_BACKEND_PORT', 54329),
    dataDir: join(workDir, 'pglite'),
    databaseUrl: '', // always the embedded PGlite, whatever DATABASE_URL says
    seed: 'demo',
    quiet: true,
    jwtSecret: randomBytes(32).toString('hex'),
    // Journeys sign in, sign up and send leads from one address many times; the limits have their own tests.
    limits: { rate: generousRateLimits(), concurrency: { maxWaitMs: 30_000 } },
    storefrontUrl: urls.storefront,
    alertsIntervalSeconds: ALERTS_INTERVAL_S,
  });

  const dev = process.env.E2E_MODE === 'dev';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // vitest runs this setup with NODE_ENV=test; the journeys test what ships: production builds
    // (import.meta.env.PROD: tag manager and cookie notice) served by React's production server renderer.
    NODE_ENV: dev ? 'development' : 'production',
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
    VITE_STOREFRONT_URL: urls.storefront,
    VITE_ADMIN_URL: urls.admin,
    VITE_WHATSAPP_NUMBER: '5511999999999',
    // A container id puts the cookie notice and Consent Mode in the build. Nothing reaches Google:
    // journeys start having declined (browser.ts) and the consent journey answers for GTM itself.
    VITE_GTM_ID: 'GTM-E2E0000',
  };

  // Inside the repository: the storefront's server bundle imports its dependencies from node_modules.
  await mkdir(join(repoRoot, 'tmp'), { recursive: true });
  const storefrontDist = await mkdtemp(join(repoRoot, 'tmp', 'e2e-storefront-'));
  const servers: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map(stopServer));
    await backend.stop();
    // The image renderer may still be writing its cache while the directory is removed.
    await rm(workDir, { recursive: true, force: true, maxRetries: 5 });
    await rm(storefrontDist, { recursive: true, force: true, maxRetries: 5 });
  };

  try {
    const apps: AppName[] = ['storefront', 'admin'];
    if (!dev) {
      // The storefront's build directory holds client/ and server/ (TanStack Start), set by its config.
      await run(viteBin, ['build'], { cwd: join(repoRoot, 'apps', 'storefront'), env: { ...env, STOREFRONT_BUILD_DIR: storefrontDist } });
      await run(viteBin, ['build', '--outDir', join(workDir, 'admin'), '--emptyOutDir'], { cwd: join(repoRoot, 'apps', 'admin'), env });
    }
    for (const app of apps) {
      if (!dev && app === 'storefront') {
        // The storefront's production server: the server-rendered pages and the build's files.
        const serverEnv = { ...env, STOREFRONT_DIST: storefrontDist, STOREFRONT_PORT: String(ports.storefront), STOREFRONT_HOST: '127.0.0.1' };
        servers.push(startServer(tsxBin, [join(repoRoot, 'apps/storefront/server/main.ts')], { cwd: repoRoot, env: serverEnv }));
        continue;
      }
      const args = dev
        ? ['--port', String(ports[app]), '--strictPort', '--host', '127.0.0.1']
        : ['preview', '--outDir', join(workDir, app), '--port', String(ports[app]), '--strictPort', '--host', '127.0.0.1'];
      servers.push(startServer(viteBin, args, { cwd: join(repoRoot, 'apps', app), env }));
    }
    await Promise.all(apps.map((app) => waitForUrl(urls[app])));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    info: {
      backendUrl: backend.url,
      anonKey: backend.anonKey,
      serviceKey: backend.serviceKey,
      storefrontUrl: urls.storefront,
      adminUrl: urls.admin,
      admin,
      alertsIntervalSeconds: ALERTS_INTERVAL_S,
    },
    dist: dev ? null : { storefront: storefrontDist, admin: join(workDir, 'admin') },
    stop,
  };
}
