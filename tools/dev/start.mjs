#!/usr/bin/env node
// `npm start`: the embedded backend (with demo data on first run), then both apps in dev mode.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve, join } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const bin = (name) => join(repoRoot, 'node_modules/.bin', name);
const backendPort = Number(process.env.SUPABASE_PORT ?? 54321);
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 4200);
const adminPort = Number(process.env.ADMIN_PORT ?? 4300);
const backendUrl = `http://127.0.0.1:${backendPort}`;

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

launch('backend', bin('tsx'), ['tools/local-supabase/src/main.ts'], { env: { ...process.env, SUPABASE_PORT: String(backendPort) } });
// The first start applies the migrations and generates the demo catalogue: allow it time.
if (!(await waitFor(`${backendUrl}/auth/v1/health`, 300_000))) {
  console.error(`The backend did not answer on ${backendUrl}.`);
  stop(1);
} else {
  if (!existsSync(join(repoRoot, '.env'))) console.warn('No .env was written by the backend; the apps will not find their keys.');
  const appEnv = { ...process.env, VITE_STOREFRONT_URL: process.env.VITE_STOREFRONT_URL ?? `http://localhost:${storefrontPort}`, VITE_ADMIN_URL: process.env.VITE_ADMIN_URL ?? `http://localhost:${adminPort}` };
  launch('storefront', bin('vite'), ['--port', String(storefrontPort), '--strictPort'], { cwd: join(repoRoot, 'apps/storefront'), env: appEnv });
  launch('admin', bin('vite'), ['--port', String(adminPort), '--strictPort'], { cwd: join(repoRoot, 'apps/admin'), env: appEnv });
  await Promise.all([waitFor(`http://localhost:${storefrontPort}`, 120_000), waitFor(`http://localhost:${adminPort}`, 120_000)]);
  console.log(`
OneBoss is running:
  Loja (storefront)     http://localhost:${storefrontPort}
  Painel (admin)        http://localhost:${adminPort}
  Backend (Supabase)    ${backendUrl}
Admin e-mail: ${process.env.SEED_ADMIN_EMAIL ?? 'admin@oneboss.local'} (password printed on the first start, kept in .admin-password)
Ctrl+C stops everything.`);
}
