import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Session } from '../test-support/sessions.js';
import { expectStorageError, picture, publicBytes, storageFetch } from '../test-support/storage-http.js';
import { startTestBackends, type TestBackend } from '../testing.js';

const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const HTML = '<!doctype html><script>fetch("/auth/v1/user").then((r) => r.text()).then(alert)</script>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>';
const MISMATCH = {
  statusCode: '415',
  error: 'invalid_mime_type',
  message: 'O conteúdo do arquivo não corresponde ao tipo declarado (image/png).',
};
const MB = 1024 * 1024;

describe.each(backends)('upload content checks on $name', (backend) => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn(backend, true);
  });
  const name = (ext = 'png') => `ataque/${randomUUID()}.${ext}`;
  const upload = (bucket: string, path: string, body: BodyInit, init: RequestInit & { type?: string } = {}) =>
    storageFetch(
      backend,
      `/object/${bucket}/${path}`,
      { method: 'POST', ...init, body, headers: { 'content-type': init.type ?? 'image/png', ...init.headers } },
      admin.accessToken,
    );

  it.each(['products', 'partner-logos', 'partner-banners'])(
    'refuses HTML declared as image/png in %s, sent raw or as a browser File, and stores nothing',
    async (bucket) => {
      const raw = name();
      expect(await (await upload(bucket, raw, HTML)).json()).toEqual(MISMATCH);
      const file = name();
      const { error } = await admin.client.storage.from(bucket).upload(file, new Blob([HTML], { type: 'image/png' }));
      expect(error).toMatchObject({ statusCode: '415', message: MISMATCH.message });
      expect([await publicBytes(backend, bucket, raw), await publicBytes(backend, bucket, file)]).toEqual([undefined, undefined]);
    },
  );

  it('refuses HTML over an existing picture (PUT, POST with x-upsert, supabase-js update) and keeps the picture', async () => {
    const path = name();
    const original = await picture('png');
    expect((await upload('products', path, new Uint8Array(original))).status).toBe(200);
    const attempts = [
      await upload('products', path, HTML, { method: 'PUT' }),
      await upload('products', path, HTML, { headers: { 'x-upsert': 'true' } }),
    ];
    for (const response of attempts) expect([response.status, await response.json()]).toEqual([415, MISMATCH]);
    const updated = await admin.client.storage.from('products').update(path, new Blob([HTML], { type: 'image/png' }));
    expect(updated.error).toMatchObject({ statusCode: '415' });
    expect((await publicBytes(backend, 'products', path))?.equals(original)).toBe(true);
  });

  it('refuses HTML sent through a signed upload URL', async () => {
    const path = name();
    const signing = await storageFetch(backend, `/object/upload/sign/products/${path}`, { method: 'POST' }, admin.accessToken);
    const { signedUrl } = (await signing.json()) as { signedUrl: string };
    const response = await fetch(`${backend.url}${signedUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: HTML });
    expect([response.status, await response.json()]).toEqual([415, MISMATCH]);
    expect(await publicBytes(backend, 'products', path)).toBeUndefined();
  });

  it('refuses every one of parallel uploads with the wrong bytes with 415, while the right ones beside them are stored', async () => {
    const good = await picture('png');
    const paths = Array.from({ length: 6 }, () => name());
    const responses = await Promise.all(paths.map((path, index) => upload('products', path, index % 2 ? new Uint8Array(good) : HTML)));
    expect(responses.map((response) => response.status)).toEqual([415, 200, 415, 200, 415, 200]);
    const stored = await Promise.all(paths.map((path) => publicBytes(backend, 'products', path)));
    expect(stored.map((bytes) => bytes?.equals(good) ?? false)).toEqual([false, true, false, true, false, true]);
  });

  it('refuses a JPEG declared as PNG, and SVG however it is declared', async () => {
    expect(await (await upload('products', name(), new Uint8Array(await picture('jpeg')))).json()).toEqual(MISMATCH);
    expect(await (await upload('products', name(), SVG)).json()).toEqual(MISMATCH);
    // the bucket's own type list refuses it first, in lite's words
    const declaredSvg = await expectStorageError(await upload('products', name('svg'), SVG, { type: 'image/svg+xml' }), 400);
    expect(declaredSvg.statusCode).toBe('415');
  });

  it('stores real PNG, JPEG and WebP pictures declared as what they are', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const path = name(format);
      const bytes = await picture(format);
      const response = await upload('products', path, new Uint8Array(bytes), { type: `image/${format}` });
      expect(response.status).toBe(200);
      expect((await publicBytes(backend, 'products', path))?.equals(bytes)).toBe(true);
    }
  });

  describe('size cap', () => {
    // A real PNG padded to 6 MB: only its size is wrong.
    const sixMegabytes = async () => {
      const bytes = new Uint8Array(6 * MB);
      bytes.set(await picture('png'));
      return bytes;
    };

    it('refuses a 6 MB chunked upload without Content-Length with 413 and stores nothing', async () => {
      const path = name();
      const bytes = await sixMegabytes();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.byteLength; offset += 64 * 1024) controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
          controller.close();
        },
      });
      const init: RequestInit & { duplex: 'half' } = { body, duplex: 'half' };
      const response = await upload('products', path, body, init);
      await expectStorageError(response, 413);
      expect(await publicBytes(backend, 'products', path)).toBeUndefined();
    });

    it('refuses a 6 MB multipart upload with 413 and stores nothing', async () => {
      const path = name();
      const { error } = await admin.client.storage.from('products').upload(path, new Blob([await sixMegabytes()], { type: 'image/png' }));
      expect(error).toMatchObject({ statusCode: '413' });
      expect(await publicBytes(backend, 'products', path)).toBeUndefined();
    });
  });
});
