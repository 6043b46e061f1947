/**
 * The storefront's production server: `npx tsx apps/storefront/server/main.ts` after
 * `vite build`. It serves the build's files (hashed assets cached for a year) and answers every
 * other request with the TanStack Start handler (the server-rendered pages, robots.txt, the
 * sitemap and the share images), compressed, with the security headers on every response.
 * Start builds a fetch handler only; this is the Node listener around it.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { allowedMethods, METHOD_NOT_ALLOWED_TEXT } from '../src/server/allowed-methods';
import { nonceToHashes } from '../src/server/nonce-to-hashes';
import { ASSET_CACHE_CONTROL, FILE_CACHE_CONTROL, PAGE_CACHE_CONTROL, RETRY_AFTER_SECONDS, SECURITY_HEADERS } from '../src/server/security-headers';

/**
 * What each answer may be kept for, when the handler set nothing itself. Errors (a 404 page, a
 * missing file, the 406 a non-HTML client gets, a 503) are never kept: a CDN keyed on the URL would
 * serve them to every visitor. Neither are redirects (they are built per request) nor server
 * function answers (one visitor's data). Pages are kept briefly by CDNs, hashed assets for good,
 * other files an hour.
 */
function cacheControlFor(path: string, response: Response): string {
  if (!response.ok || path.startsWith('/_serverFn/')) return 'no-store';
  if ((response.headers.get('Content-Type') ?? '').startsWith('text/html')) return PAGE_CACHE_CONTROL;
  return path.startsWith('/assets/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL;
}

/**
 * Start answers 406 to a page request that does not accept HTML: that answer depends on the
 * Accept header, which the page's own (cacheable) answer is the only one not to. The 406 is
 * never kept, and says so for caches that ignore Cache-Control on errors.
 */
function varyOnAcceptWhenRefused(response: Response): void {
  if (response.status === 406) response.headers.append('Vary', 'Accept');
}

/**
 * Start builds some redirects (a protocol-relative `//x/` to `/x/`) on the request's own origin,
 * that is, on whatever Host header the client sent. A Location on that origin is moved to the
 * configured site origin, or, without one, made a path the browser resolves against the origin
 * it asked. The redirect is copied either way: Response.redirect's headers cannot be changed.
 */
function onSiteOrigin(response: Response, requestUrl: string, siteUrl: string | undefined): Response {
  const location = response.headers.get('Location');
  if (response.status < 300 || response.status >= 400 || !location) return response;
  const target = new URL(location, requestUrl);
  const headers = new Headers(response.headers);
  if (target.origin === new URL(requestUrl).origin) {
    // One leading slash: `//host/...` would name another host, as a path or after the origin.
    const path = `${target.pathname.replace(/^\/+/, '/')}${target.search}${target.hash}`;
    headers.set('Location', siteUrl ? `${new URL(siteUrl).origin}${path}` : path);
  }
  return new Response(response.body, { status: response.status, headers });
}

/**
 * Start answers a page with 500 when its route's loader fails; a page reads nothing but the
 * backend, after its retries, so the catalogue is unavailable for now. 503 with Retry-After says
 * so, and crawlers and CDNs come back instead of counting the URL as broken. (The server routes
 * that read the backend answer their own 503: src/server/backend-read-response.ts.)
 */
function unavailableWhenLoadFailed(response: Response): Response {
  if (response.status !== 500 || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, headers });
}

/**
 * A page is rendered with a nonce on its own inline scripts, and leaves with their hashes in its
 * Content-Security-Policy instead (src/server/nonce-to-hashes.ts): CDNs keep pages for everybody.
 * Start sends a page whole, so reading it before answering delays nothing.
 */
async function withScriptHashes(response: Response): Promise<Response> {
  const policy = response.headers.get('Content-Security-Policy');
  if (!policy || response.body === null || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  const page = nonceToHashes({ html: await response.text(), policy });
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', page.policy);
  headers.delete('Content-Length');
  return new Response(page.html, { status: response.status, statusText: response.statusText, headers });
}

interface StartEntry {
  fetch(request: Request): Promise<Response>;
}

interface StorefrontServerOptions {
  /** The storefront's public origin (VITE_STOREFRONT_URL, as the build has it): redirects lead there. */
  siteUrl?: string;
}

export async function createStorefrontServer(distDir: string, { siteUrl }: StorefrontServerOptions = {}) {
  const clientDir = join(distDir, 'client');
  const entryFile = join(distDir, 'server', 'server.js');
  if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: build the storefront first (vite build).`);
  const start = ((await import(pathToFileURL(entryFile).href)) as { default: StartEntry }).default;

  const app = new Hono();
  app.use(compress());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path, c.res));
    varyOnAcceptWhenRefused(c.res);
  });
  app.use(async (c, next) => {
    const allowed = allowedMethods(c.req.path);
    if (!allowed.includes(c.req.method)) return c.text(METHOD_NOT_ALLOWED_TEXT, 405, { Allow: allowed.join(', ') });
    return next();
  });
  // The largest honest body, a lead form with its 5 000-character message percent-encoded, is under
  // 64 KB; a bigger one is refused before anything reads it.
  app.use(bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('O envio passa do tamanho permitido.', 413) }));
  // The build's brotli copies (vite/brotli-assets.ts) go to browsers that accept brotli; compress() leaves them as they are.
  app.use(serveStatic({ root: clientDir, precompressed: true }));
  app.all('*', async (c) => onSiteOrigin(unavailableWhenLoadFailed(await withScriptHashes(await start.fetch(c.req.raw))), c.req.url, siteUrl));
  return app;
}

/**
 * Renders the home, the shop and the first product the shop links to once, as soon as the server
 * listens: a route's first render loads its code (a product's tabs bring jsdom for the description's
 * sanitiser), so the first visitors after a start or a deploy waited 2-3 s for a page. A failure
 * (the backend not up yet) only leaves that work to the first visitor, as before.
 */
export async function warmUp(app: Hono): Promise<void> {
  await (await app.request('/')).arrayBuffer();
  const shop = await app.request('/loja');
  const product = /href="(\/produto\/[^"?#]+)"/.exec(await shop.text())?.[1];
  if (product) await (await app.request(product)).arrayBuffer();
}

// The server bundle loads React from node_modules: its production build, not the development one.
process.env.NODE_ENV ??= 'production';

/** Only this machine reaches the server unless STOREFRONT_HOST opens it wider: it runs behind a proxy or CDN. */
export function listeningHost(environment: NodeJS.ProcessEnv): string {
  return environment.STOREFRONT_HOST?.trim() || '127.0.0.1';
}

/**
 * How many server processes to run: STOREFRONT_PROCESSES (a whole number from 1), 1 without it.
 * Rendering is CPU-bound and the server keeps no state between requests, so a host with more
 * cores serves more pages with one process per core, all on one port.
 */
export function processCount(environment: NodeJS.ProcessEnv): number {
  const raw = environment.STOREFRONT_PROCESSES?.trim();
  if (!raw) return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`STOREFRONT_PROCESSES must be a whole number from 1, not '${raw}'.`);
  return count;
}

/**
 * The primary of several processes: forks them (node:cluster shares the port among them), starts
 * a new one when a serving one dies unasked, and stops them all when it is stopped. One that dies
 * before it ever listened (no build, a bad setting) stops everything: another would die the same way.
 */
function superviseWorkers(count: number): void {
  let stopping = false;
  const listened = new Set<number>();
  const stop = (code: number) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exitCode = code;
  };
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker.id)) {
      console.error(`[storefront] a process ended before it listened (${signal ?? code}); stopping`);
      stop(1);
      return;
    }
    console.error(`[storefront] process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  for (let i = 0; i < count; i += 1) cluster.fork();
}

async function main() {
  const processes = processCount(process.env);
  if (processes > 1 && cluster.isPrimary) {
    console.log(`[storefront] starting ${processes} processes`);
    superviseWorkers(processes);
    return;
  }
  const port = Number(process.env.STOREFRONT_PORT ?? 4200);
  const hostname = listeningHost(process.env);
  const distDir = resolve(process.env.STOREFRONT_DIST ?? join(import.meta.dirname, '..', 'dist'));
  const app = await createStorefrontServer(distDir, { siteUrl: process.env.VITE_STOREFRONT_URL?.trim() || undefined });
  serve({ fetch: app.fetch, port, hostname }, () => {
    console.log(`[storefront] listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
    warmUp(app).catch(() => undefined);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
