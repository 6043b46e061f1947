import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_MIGRATIONS } from '../test-support/clients.js';
import { rawRequest } from '../test-support/raw-request.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// The fixtures' `pictures` bucket takes images up to 5 MB, written by the secret key only.
const backends: TestBackend[] = await startTestBackends({ migrationsDir: FIXTURE_MIGRATIONS });
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const MB = 1024 * 1024;

/** `size` bytes in chunks of 64 KB, sent with no Content-Length (Transfer-Encoding: chunked). */
function chunkedBody(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = Math.min(64 * 1024, size - sent);
      if (chunk <= 0) return controller.close();
      controller.enqueue(new Uint8Array(chunk));
      sent += chunk;
    },
  });
}

/**
 * What the server sent back over one raw connection while the client pushed `size` bytes of JSON
 * body as fast as the socket takes them, then closed its side, and the error that ended it, if any: a browser or
 * supabase-js sees a network failure when the reset comes before the answer.
 */
function sendHugeJson(baseUrl: string, path: string, size: number, headers: Record<string, string>): Promise<{ answer: string; error?: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    const head = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Content-Type: application/json', `Content-Length: ${size}`]
      .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
      .join('\r\n');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const push = () => {
      while (sent < size && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
        sent += piece.byteLength;
        if (!socket.write(piece)) return void socket.once('drain', push);
      }
      if (sent === size) socket.end();
    };
    socket.on('connect', () => {
      socket.write(`${head}\r\n\r\n{"name":"`);
      sent = 9;
      push();
    });
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ answer: Buffer.concat(received).toString(), error: error.code }));
    socket.on('close', () => resolve({ answer: Buffer.concat(received).toString() }));
  });
}

/** A PNG of noise, which compresses to about its raw size. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

describe.each(backends)('body limits on $name', (backend) => {
  const service = { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` };
  const stored = async (name: string) =>
    (await fetch(`${backend.url}/storage/v1/object/public/pictures/${name}`)).status === 200;

  it('refuses a sign-up carrying megabytes of user metadata', async () => {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grande@example.com', password: 'Senha-forte-123', data: { x: 'a'.repeat(MB) } }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-sb-error-code')).toBe('request_too_large');
    expect(await response.json()).toEqual({ code: 413, error_code: 'request_too_large', msg: 'O corpo da requisição é grande demais.' });
  });

  it('refuses a REST write over 1 MB, even sent chunked with no length', async () => {
    const response = await fetch(`${backend.url}/rest/v1/notes`, {
      method: 'POST',
      headers: { ...service, 'content-type': 'application/json' },
      body: chunkedBody(2 * MB),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'PT413', message: 'O corpo da requisição é grande demais.', details: null, hint: null });
  });

  it('refuses a declared length over the cap without waiting for the bytes', async () => {
    const answer = await rawRequest(
      backend.url,
      'POST',
      '/auth/v1/signup',
      { apikey: backend.anonKey, 'content-type': 'application/json', 'content-length': String(30 * MB) },
      '{"email":"',
    );
    expect(answer.status).toBe(413);
  });

  it.each([2, 10])('answers a %i MB JSON body with the 413 before closing the connection', async (megabytes) => {
    const { answer, error } = await sendHugeJson(backend.url, '/rest/v1/leads', megabytes * MB, { apikey: backend.anonKey });
    expect(error).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"message":"O corpo da requisição é grande demais."');
  });

  it('refuses a 6 MB chunked upload and stores nothing', async () => {
    const response = await fetch(`${backend.url}/storage/v1/object/pictures/chunked.png`, {
      method: 'POST',
      headers: { ...service, 'content-type': 'image/png' },
      body: chunkedBody(6 * MB),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: '413',
      error: 'request_too_large',
      message: 'O arquivo excede o tamanho máximo permitido (5 MB).',
    });
    expect(await stored('chunked.png')).toBe(false);
  });

  it('refuses a 6 MB multipart upload and stores nothing, and takes a 3 MB one', async () => {
    const upload = (name: string, bytes: Buffer<ArrayBuffer>) => {
      const form = new FormData();
      form.append('', new Blob([bytes], { type: 'image/png' }), name);
      return fetch(`${backend.url}/storage/v1/object/pictures/${name}`, { method: 'POST', headers: service, body: form });
    };
    const big = await noisePng(1450, 1450);
    expect(big.byteLength).toBeGreaterThan(6 * MB);
    expect((await upload('grande.png', big)).status).toBe(413);
    expect(await stored('grande.png')).toBe(false);
    const fits = await noisePng(1000, 1000);
    expect(fits.byteLength).toBeGreaterThan(2.8 * MB);
    expect((await upload('cabe.png', fits)).status).toBe(200);
    expect(await stored('cabe.png')).toBe(true);
  });
});
