import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './http2-server';
import { startHttp2Static } from './http2-static';
import { http2Request } from './testing/http2-request';
import { localCertificate, type TlsCertificate } from './tls-certificate';

const shell = '<!doctype html><html lang="pt-BR"><title>OneBoss</title></html>';
let root: string;
let tls: TlsCertificate;
let site: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bench-static-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), shell);
  await writeFile(join(root, 'robots.txt'), 'User-agent: *');
  await writeFile(join(root, 'assets', 'index-abc.js'), 'export const a = 1;');
  await writeFile(join(root, 'assets', 'hero-abc.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00]));
  tls = await localCertificate();
  site = await startHttp2Static({ root, tls });
});
afterAll(async () => {
  await site.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }) => http2Request(site.url, path, tls.cert, headers);

describe('startHttp2Static', () => {
  it('answers routes without an extension with the SPA shell, gzipped and revalidated', async () => {
    for (const path of ['/', '/loja', '/produto/00000004-0000-4000-8000-000000000001?x=1']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
      expect(gunzipSync(answer.body).toString()).toBe(shell);
    }
  });

  it('caches hashed assets for a year, text gzipped and binaries as they are', async () => {
    const script = await get('/assets/index-abc.js');
    expect(script.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(gunzipSync(script.body).toString()).toBe('export const a = 1;');
    const image = await get('/assets/hero-abc.webp');
    expect(image.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'content-length': '5' });
    expect(image.headers).not.toHaveProperty('content-encoding');
    expect([...image.body]).toEqual([0x52, 0x49, 0x46, 0x46, 0x00]);
  });

  it('serves text uncompressed to clients that do not accept gzip, and other files revalidated', async () => {
    const answer = await get('/robots.txt', {});
    expect(answer.headers).toMatchObject({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
    expect(answer.headers).not.toHaveProperty('content-encoding');
    expect(answer.body.toString()).toBe('User-agent: *');
  });

  it('answers 404 for missing files and paths leaving the build, 405 for writes, and HEAD without a body', async () => {
    await expect(get('/assets/missing-abc.js')).resolves.toMatchObject({ status: 404 });
    await expect(get('/assets/missing-abc.webp')).resolves.toMatchObject({ status: 404 });
    await expect(get('/assets/../../../etc/passwd.webp')).resolves.toMatchObject({ status: 404 });
    await expect(get('/', { ':method': 'POST' })).resolves.toMatchObject({ status: 405 });
    const head = await get('/assets/index-abc.js', { ':method': 'HEAD', 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body).toHaveLength(0);
  });
});
