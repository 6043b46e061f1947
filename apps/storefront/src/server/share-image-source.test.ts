import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProductImage } from './share-image-source';

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
