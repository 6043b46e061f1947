import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './main';

// A build whose handler answers as Start does for each case: the wrapper's own rules are under test.
const distDir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
mkdirSync(join(distDir, 'server'));
mkdirSync(join(distDir, 'client'));
writeFileSync(
  join(distDir, 'server', 'server.js'),
  `const html = { 'Content-Type': 'text/html; charset=utf-8' };
export default {
  async fetch(request) {
    const path = new URL(request.url).pathname;
    if (path === '/loja') return new Response('<!doctype html><p>Erro ao carregar produtos</p>', { status: 500, headers: html });
    if (path === '/ausente') return new Response('<!doctype html><p>Página não encontrada</p>', { status: 404, headers: html });
    if (path === '/_serverFn/x') return Response.json({ error: 'falhou' }, { status: 500 });
    return new Response('<!doctype html><p>Início</p>', { headers: html });
  },
};
`,
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('storefront server', () => {
  it('answers a page whose backend read failed with 503, Retry-After and the page itself, never cached', async () => {
    const app = await createStorefrontServer(distDir);
    const response = await app.request('/loja');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    await expect(response.text()).resolves.toContain('Erro ao carregar produtos');
  });

  it('keeps every other status as the handler gave it', async () => {
    const app = await createStorefrontServer(distDir);
    expect((await app.request('/ausente')).status).toBe(404);
    expect((await app.request('/_serverFn/x')).status).toBe(500);
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('Retry-After')).toBeNull();
  });
});
