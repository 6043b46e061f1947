import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient } from './catalogue-client';
import { request } from './request';

/** A TCP server that accepts connections and never answers: a backend that hangs. */
describe('request against a server that never answers', () => {
  let server: Server;
  const sockets: Socket[] = [];
  let url = '';

  beforeAll(async () => {
    server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after 10 s with the timeout message and aborts the request', async () => {
    const db = createCatalogueClient({ url, anonKey: 'anon' });
    let signal: AbortSignal | undefined;
    const started = Date.now();
    await expect(
      request('products', (abort) => {
        signal = abort;
        return db.from('products').select('id').abortSignal(abort);
      }),
    ).rejects.toMatchObject({ code: 'timeout', userMessage: 'Tempo de conexão esgotado. Verifique sua internet.' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
    expect(signal?.aborted).toBe(true);
  }, 20_000);
});
