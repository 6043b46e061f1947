import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImageSource, readProductImage } from './share-image-source';

const backend = 'https://abc.supabase.co';
const bucket = `${backend}/storage/v1/object/public/products/`;

describe('productImageSource', () => {
  it("accepts an object of the project's public products bucket", () => {
    const url = `${bucket}3f0c2a8e-1b7d-4c55-9a10-2d4e6f8a9b0c/1700000000000_ab12.jpg`;
    expect(productImageSource(url, backend)?.href).toBe(url);
    expect(productImageSource(`${bucket}capa%20nova.webp`, `${backend}/`)?.href).toBe(`${bucket}capa%20nova.webp`);
  });

  it.each([
    ['another host', 'https://evil.example/storage/v1/object/public/products/a.jpg'],
    ['an internal address', 'http://169.254.169.254/storage/v1/object/public/products/a.jpg'],
    ['a host that only starts like the backend', 'https://abc.supabase.co.evil.example/storage/v1/object/public/products/a.jpg'],
    ['credentials before the host', 'https://abc.supabase.co@evil.example/storage/v1/object/public/products/a.jpg'],
    ['another scheme', 'http://abc.supabase.co/storage/v1/object/public/products/a.jpg'],
    ['another bucket', `${backend}/storage/v1/object/public/partners/a.jpg`],
    ['the signed-object path', `${backend}/storage/v1/object/sign/products/a.jpg`],
    ['dot segments out of the bucket', `${bucket}../../../../auth/v1/admin/users`],
    ['encoded dot segments', `${bucket}%2e%2e/%2E%2E/partners/a.jpg`],
    ['an encoded slash', `${bucket}a%2f..%2fb.jpg`],
    ['a backslash', `${bucket}a\\..\\b.jpg`],
    ['an empty segment', `${bucket}a//b.jpg`],
    ['a query', `${bucket}a.jpg?download=1`],
    ['the bucket itself', bucket],
  ])('refuses %s', (_case, url) => {
    expect(productImageSource(url, backend)).toBeNull();
  });

  it('never leads out of the bucket, whatever follows its prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '.', '/', '%', '2', 'e', 'f', '\\', '?', '#', '@', ':') }), (rest) => {
        const source = productImageSource(`${bucket}${rest}`, backend);
        if (source) {
          expect(source.origin).toBe(backend);
          expect(source.pathname.startsWith('/storage/v1/object/public/products/')).toBe(true);
          expect(source.pathname.split('/')).not.toContain('..');
        }
      }),
    );
  });
});

describe('readProductImage', () => {
  const picture = Buffer.from('pretend this is a JPEG');
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/picture.jpg') response.end(picture);
      else if (request.url === '/silent.jpg') response.flushHeaders();
      else if (request.url === '/heavy.jpg') {
        // No Content-Length: only counting the body shows its size.
        response.write(Buffer.alloc(64 * 1024));
        const interval = setInterval(() => response.write(Buffer.alloc(64 * 1024)), 5);
        response.on('close', () => clearInterval(interval));
      } else if (request.url === '/announced.jpg') {
        response.writeHead(200, { 'Content-Length': String(50 * 1024 * 1024) });
        response.write(Buffer.alloc(1024));
      } else if (request.url === '/moved.jpg') response.writeHead(302, { Location: '/picture.jpg' }).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a picture', async () => {
    expect(Buffer.from((await readProductImage(new URL(`${origin}/picture.jpg`))) ?? [])).toEqual(picture);
  });

  it('gives up on a host that never sends the picture, within the timeout', async () => {
    const started = performance.now();
    await expect(readProductImage(new URL(`${origin}/silent.jpg`), { timeoutMs: 300 })).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stops reading a picture past the size cap, announced or not', async () => {
    await expect(readProductImage(new URL(`${origin}/heavy.jpg`), { maxBytes: 1024 * 1024 })).resolves.toBeNull();
    await expect(readProductImage(new URL(`${origin}/announced.jpg`), { maxBytes: 1024 * 1024 })).resolves.toBeNull();
  });

  it('follows no redirect and reads no error page', async () => {
    await expect(readProductImage(new URL(`${origin}/moved.jpg`))).resolves.toBeNull();
    await expect(readProductImage(new URL(`${origin}/missing.jpg`))).resolves.toBeNull();
  });
});
