import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { nginxPath, startPageCache } from './nginx-cache';

const nginx = nginxPath();

// The page cache's rules against a stand-in storefront that answers as the real one does:
// pages with the storefront's Cache-Control (a 1 s s-maxage here), errors with no-store.
describe.skipIf(!nginx)('nginx page cache (skipped without nginx: apt-get install nginx-light)', () => {
  let origin: Server;
  let backendUp = true;
  const hits = new Map<string, number>();
  let cache: Awaited<ReturnType<typeof startPageCache>>;

  beforeAll(async () => {
    origin = createServer((req, res) => {
      const path = req.url ?? '';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      if (path === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=3600' });
        res.end('User-agent: *');
      } else if (path.startsWith('/pagina') && backendUp) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=600, stale-if-error=86400' });
        res.end(`<!doctype html><p>Página ${hits.get(path)}</p>`);
      } else {
        res.writeHead(path.startsWith('/pagina') ? 503 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' });
        res.end('<!doctype html><p>Indisponível</p>');
      }
    });
    await new Promise<void>((listening) => origin.listen(0, '127.0.0.1', listening));
    cache = await startPageCache(nginx!, await freePort(), (origin.address() as AddressInfo).port);
  });

  afterAll(async () => {
    await cache?.stop();
    await new Promise((closed) => origin.close(closed));
  });

  const get = async (path: string) => {
    const response = await fetch(`${cache.url}${path}`, { headers: { accept: 'text/html' } });
    return { status: response.status, body: await response.text(), cacheStatus: response.headers.get('X-Cache-Status') };
  };

  it('renders a page once and serves the copy to the next visitor', async () => {
    const first = await get('/pagina-a');
    const second = await get('/pagina-a');
    expect(first).toMatchObject({ status: 200, body: '<!doctype html><p>Página 1</p>', cacheStatus: 'MISS' });
    expect(second).toMatchObject({ status: 200, body: first.body, cacheStatus: 'HIT' });
    expect(hits.get('/pagina-a')).toBe(1);
    expect((await cache.originRequests()).filter((uri) => uri === '/pagina-a')).toEqual(['/pagina-a']);
  });

  it('never keeps an answer marked no-store', async () => {
    await get('/ausente');
    await get('/ausente');
    expect(hits.get('/ausente')).toBe(2);
  });

  it('keeps serving the last good page past its s-maxage while the storefront answers 503', async () => {
    const fresh = await get('/pagina-b');
    backendUp = false;
    // Past the page's 1 s s-maxage, in nginx's whole seconds: what follows is a stale copy or nothing.
    await new Promise((done) => setTimeout(done, 2_500));
    const stale = await get('/pagina-b');
    const again = await get('/pagina-b');
    expect(fresh.status).toBe(200);
    for (const answer of [stale, again]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(fresh.body);
      expect(['STALE', 'UPDATING']).toContain(answer.cacheStatus);
    }
    expect(hits.get('/pagina-b')).toBeGreaterThan(1);
  });
});
