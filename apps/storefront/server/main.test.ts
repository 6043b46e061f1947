import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorefrontServer, listeningHost, processCount, warmUp } from './main';

// A build whose handler answers as Start does for each case: the Node host's own rules are under test.
const distDir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
mkdirSync(join(distDir, 'server'));
mkdirSync(join(distDir, 'client', 'assets'), { recursive: true });
const script = 'export const greeting = "Olá";\n'.repeat(200);
writeFileSync(join(distDir, 'client', 'assets', 'entry-abc123.js'), script);
writeFileSync(join(distDir, 'client', 'assets', 'entry-abc123.js.br'), brotliCompressSync(script));
writeFileSync(
  join(distDir, 'server', 'server.js'),
  `const html = { 'Content-Type': 'text/html; charset=utf-8' };
export const rendered = [];
export const backend = { down: true };
export default {
  async fetch(request) {
    const path = new URL(request.url).pathname;
    rendered.push(path);
    if (path === '/loja' && !backend.down) {
      return new Response('<!doctype html><a href="/loja?page=2">2</a><a href="/produto/3f0c2a8e-1b7d-4c55-9a10-2d4e6f8a9b0c">Iate</a>', { headers: html });
    }
    if (path === '/loja') return new Response('<!doctype html><p>Erro ao carregar produtos</p>', { status: 500, headers: html });
    if (path === '/ausente' || path.startsWith('/assets/')) return new Response('<!doctype html><p>Página não encontrada</p>', { status: 404, headers: html });
    if (path === '/_serverFn/x') return Response.json({ error: 'falhou' }, { status: 500 });
    if (path === '/_serverFn/ok') return Response.json({ result: 'ok' });
    if (path === '/produto/com-nonce') {
      return new Response('<!doctype html><meta property="csp-nonce" content="n1"/><script nonce="n1">$_TSR.h()</script><script>x()</script>', {
        headers: { ...html, 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'nonce-n1'; frame-ancestors 'none'" },
      });
    }
    if (path === '/robots.txt') return new Response('User-agent: *', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
    if (path === '/favicon.svg') return new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
    if (path === '/og/produto/ausente.jpg') return new Response('Imagem não encontrada.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    // Start answers a protocol-relative path with a 308 to the collapsed path on the request's own origin.
    if (request.url.includes('//x/')) return Response.redirect(new URL('/x/', new URL(request.url).origin), 308);
    if (path === '/duplo') return new Response(null, { status: 302, headers: { Location: new URL(request.url).origin + '//evil.example/y' } });
    if (path === '/loja/desconhecida') return new Response(null, { status: 302, headers: { Location: '/loja' } });
    const accept = request.headers.get('Accept') || '*/*';
    if (!accept.includes('*/*') && !accept.includes('text/html')) {
      return Response.json({ error: 'Only HTML requests are supported here' }, { status: 406 });
    }
    return new Response('<!doctype html><p>Início</p>', { headers: html });
  },
};
`,
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** The stand-in handler's record of the paths it rendered (emptied) and its backend switch. */
async function startHandler() {
  const start = (await import(join(distDir, 'server', 'server.js'))) as { rendered: string[]; backend: { down: boolean } };
  start.rendered.length = 0;
  return start;
}

describe('storefront server', () => {
  it('renders the home, the shop and the first product the shop links to once it listens, so the first visitors do not load their code', async () => {
    const app = await createStorefrontServer(distDir);
    const start = await startHandler();
    start.backend.down = false;
    try {
      await warmUp(app);
      expect(start.rendered).toEqual(['/', '/loja', '/produto/3f0c2a8e-1b7d-4c55-9a10-2d4e6f8a9b0c']);
    } finally {
      start.backend.down = true;
    }
  });

  it('stops the warm-up at the shop when the backend cannot be read', async () => {
    const app = await createStorefrontServer(distDir);
    const start = await startHandler();
    await warmUp(app);
    expect(start.rendered).toEqual(['/', '/loja']);
  });

  it('answers a page whose backend read failed with 503, Retry-After and the page itself, never cached', async () => {
    const app = await createStorefrontServer(distDir);
    const response = await app.request('/loja');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    await expect(response.text()).resolves.toContain('Erro ao carregar produtos');
  });

  it('sends the build\'s brotli copy of a script to a browser that accepts brotli, and gzip to one that does not', async () => {
    const app = await createStorefrontServer(distDir);
    const brotli = await app.request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('Cache-Control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);

    const gzip = await app.request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const identity = await app.request('/assets/entry-abc123.js');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    await expect(identity.text()).resolves.toBe(script);
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

describe('methods', () => {
  it('refuses a method a page does not take with 405, the methods it takes and a Portuguese text, rendering nothing', async () => {
    const app = await createStorefrontServer(distDir);
    const start = await startHandler();
    for (const [method, path, allow] of [
      ['PUT', '/loja', 'GET, HEAD'],
      ['POST', '/', 'GET, HEAD'],
      ['DELETE', '/produto/3f0c2a8e-1b7d-4c55-9a10-2d4e6f8a9b0c', 'GET, HEAD, POST'],
      ['OPTIONS', '/contato', 'GET, HEAD, POST'],
      ['PATCH', '/assets/entry-abc123.js', 'GET, HEAD'],
    ]) {
      const refused = await app.request(path, { method, body: method === 'OPTIONS' ? undefined : 'x=1' });
      expect(refused.status, `${method} ${path}`).toBe(405);
      expect(refused.headers.get('Allow')).toBe(allow);
      expect(refused.headers.get('Cache-Control')).toBe('no-store');
      await expect(refused.text()).resolves.toBe('Esta página não aceita esse tipo de envio.');
    }
    expect(start.rendered).toEqual([]);
  });

  it('hands a form post and a read to the handler', async () => {
    const app = await createStorefrontServer(distDir);
    const start = await startHandler();
    expect((await app.request('/contato', { method: 'POST', body: 'x=1' })).status).toBe(200);
    expect((await app.request('/loja', { method: 'HEAD' })).status).toBe(503);
    expect(start.rendered).toEqual(['/contato', '/loja']);
  });
});

describe('caching of each answer', () => {
  const cacheOf = (response: Response) => response.headers.get('Cache-Control');
  const varyOf = (response: Response) => (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

  it('never keeps the 406 a page answers a client that does not take HTML, and says the answer depends on Accept', async () => {
    const app = await createStorefrontServer(distDir);
    const refused = await app.request('/', { headers: { Accept: 'application/json', 'Accept-Encoding': 'gzip' } });
    expect(refused.status).toBe(406);
    expect(cacheOf(refused)).toBe('no-store');
    expect(varyOf(refused)).toContain('accept');
    expect(refused.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('keeps pages briefly at CDNs, hashed assets for good and other files an hour', async () => {
    const app = await createStorefrontServer(distDir);
    expect(cacheOf(await app.request('/'))).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400');
    expect(cacheOf(await app.request('/assets/entry-abc123.js'))).toBe('public, max-age=31536000, immutable');
    expect(cacheOf(await app.request('/favicon.svg'))).toBe('public, max-age=3600');
    expect(cacheOf(await app.request('/robots.txt'))).toBe('public, max-age=3600');
  });

  it("answers a page with the hashes of the scripts its render's nonce marked, and no nonce to keep at a CDN", async () => {
    const app = await createStorefrontServer(distDir);
    const response = await app.request('/produto/com-nonce');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${createHash('sha256').update('$_TSR.h()').digest('base64')}'; frame-ancestors 'none'`,
    );
    expect(await response.text()).toBe('<!doctype html><script>$_TSR.h()</script><script>x()</script>');
    expect(cacheOf(response)).toMatch(/s-maxage=/);
  });

  it('keeps no error, no missing file and no server function answer', async () => {
    const app = await createStorefrontServer(distDir);
    for (const path of ['/ausente', '/og/produto/ausente.jpg', '/assets/nao-existe.js', '/_serverFn/ok', '/_serverFn/x']) {
      expect(cacheOf(await app.request(path)), path).toBe('no-store');
    }
  });

  it('keeps no redirect', async () => {
    const app = await createStorefrontServer(distDir, { siteUrl: 'https://www.oneboss.example' });
    const unknownCategory = await app.request('/loja/desconhecida');
    expect(unknownCategory.status).toBe(302);
    expect(cacheOf(unknownCategory)).toBe('no-store');
  });

  it("redirects a protocol-relative path to the site's own origin whatever the Host header says, and keeps that answer nowhere", async () => {
    const app = await createStorefrontServer(distDir, { siteUrl: 'https://www.oneboss.example' });
    const response = await app.request('http://evil.example//x/', { headers: { Host: 'evil.example' } });
    expect(response.status).toBe(308);
    expect(response.headers.get('Location')).toBe('https://www.oneboss.example/x/');
    expect(cacheOf(response)).toBe('no-store');
  });

  it('without a configured site origin, redirects to a path on whatever origin the browser asked', async () => {
    const app = await createStorefrontServer(distDir);
    const response = await app.request('http://evil.example//x/', { headers: { Host: 'evil.example' } });
    expect(response.headers.get('Location')).toBe('/x/');
  });

  it('never lets a redirect path that starts with two slashes name another host', async () => {
    const onSite = await (await createStorefrontServer(distDir, { siteUrl: 'https://www.oneboss.example' })).request('/duplo');
    expect(onSite.headers.get('Location')).toBe('https://www.oneboss.example/evil.example/y');
    const relative = await (await createStorefrontServer(distDir)).request('/duplo');
    expect(relative.headers.get('Location')).toBe('/evil.example/y');
  });
});

describe('listening address', () => {
  it('listens on the loopback interface unless STOREFRONT_HOST names another', () => {
    expect(listeningHost({})).toBe('127.0.0.1');
    expect(listeningHost({ STOREFRONT_HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});

describe('processes', () => {
  it('runs one process unless STOREFRONT_PROCESSES asks for more', () => {
    expect(processCount({})).toBe(1);
    expect(processCount({ STOREFRONT_PROCESSES: ' ' })).toBe(1);
    expect(processCount({ STOREFRONT_PROCESSES: '2' })).toBe(2);
  });

  it('refuses a count that is not a whole number from 1', () => {
    for (const value of ['0', '-1', '1.5', 'dois']) expect(() => processCount({ STOREFRONT_PROCESSES: value })).toThrow(/STOREFRONT_PROCESSES/);
  });
});
