#!/usr/bin/env node
// `npm start`: the embedded backend (with demo data on first run), then both apps' production
// builds: the storefront's server (server-rendered pages, apps/storefront/server/main.ts) and the
// admin's static bundle (`vite preview`). `npm run dev` (`--dev`) serves both with Vite's dev servers instead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve, join } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const bin = (name) => join(repoRoot, 'node_modules/.bin', name);
const backendPort = Number(process.env.SUPABASE_PORT ?? 54321);
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 4200);
const adminPort = Number(process.env.ADMIN_PORT ?? 4300);
const backendUrl = `http://127.0.0.1:${backendPort}`;
const dev = process.argv.includes('--dev');

const children = [];
function launch(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? code}); stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Runs a command to completion; rejects on a non-zero exit. */
function run(command, args, options) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * The backend prints its API line only once migrations, the demo catalogue and the admin account
 * are in place; its health endpoint answers earlier, while the seed is still loading.
 */
function waitForBackendReady(child) {
  return new Promise((resolvePromise) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffered = (buffered + chunk.toString()).slice(-4096);
      if (buffered.includes('[local-supabase] API:')) resolvePromise(true);
    });
    child.on('exit', () => resolvePromise(false));
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const backend = launch('backend', bin('tsx'), ['tools/local-supabase/src/main.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, SUPABASE_PORT: String(backendPort) },
});
if (!(await waitForBackendReady(backend))) {
  console.error(`The backend did not start on ${backendUrl}.`);
  stop(1);
} else {
  if (!existsSync(join(repoRoot, '.env'))) console.warn('No .env was written by the backend; the apps will not find their keys.');
  const appEnv = {
    ...process.env,
    STOREFRONT_PORT: String(storefrontPort),
    VITE_STOREFRONT_URL: process.env.VITE_STOREFRONT_URL ?? `http://localhost:${storefrontPort}`,
    VITE_ADMIN_URL: process.env.VITE_ADMIN_URL ?? `http://localhost:${adminPort}`,
  };
  const apps = [
    { name: 'storefront', port: storefrontPort },
    { name: 'admin', port: adminPort },
  ];
  try {
    if (!dev) {
      console.log('Building the storefront and the admin for production...');
      for (const app of apps) await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: join(repoRoot, 'apps', app.name), env: appEnv });
    }
    for (const app of apps) {
      if (!dev && app.name === 'storefront') {
        launch(app.name, bin('tsx'), ['apps/storefront/server/main.ts'], { env: appEnv });
        continue;
      }
      const args = dev ? ['--port', String(app.port), '--strictPort'] : ['preview', '--port', String(app.port), '--strictPort'];
      launch(app.name, bin('vite'), args, { cwd: join(repoRoot, 'apps', app.name), env: appEnv });
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    stop(1);
  }
  await Promise.all(apps.map((app) => waitFor(`http://localhost:${app.port}`, 120_000)));
  if (!stopping) console.log(`
OneBoss is ready${dev ? ' (development servers)' : ''}:
  Loja (storefront)     http://localhost:${storefrontPort}
  Painel (admin)        http://localhost:${adminPort}
  Backend (Supabase)    ${backendUrl}
Admin e-mail: ${process.env.SEED_ADMIN_EMAIL ?? 'admin@oneboss.local'} (password printed on the first start, kept in .admin-password)
Ctrl+C stops everything.`);
}
