import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Session } from '../test-support/sessions.js';
import { expectStorageError, picture, publicBytes, storageFetch } from '../test-support/storage-http.js';
import { startTestBackends, type TestBackend } from '../testing.js';

const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const json = (method: string, body: string): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body });

describe.each(backends)('malformed storage requests on $name', (backend) => {
  let admin: Session;
  const existing = `ruins/${randomUUID()}.png`;
  beforeAll(async () => {
    admin = await signedIn(backend, true);
    const { error } = await admin.client.storage.from('products').upload(existing, await picture('png'), { contentType: 'image/png' });
    expect(error).toBeNull();
  });
  const upload = (path: string, body: BodyInit, contentType = 'image/png') =>
    storageFetch(backend, `/object/products/${path}`, { method: 'POST', headers: { 'content-type': contentType }, body }, admin.accessToken);

  it.each([
    '{',
    'null',
    '[]',
    '"x"',
    '{"prefix":{}}',
    '{"prefix":"a\\u0000"}',
    '{"limit":"10"}',
    '{"limit":-1}',
    '{"limit":1e12}',
    '{"offset":-5}',
    '{"search":5}',
    '{"sortBy":{"column":"name; drop table storage.objects"}}',
  ])('answers the list body %s with 400, even to a visitor', async (body) => {
    const problem = await expectStorageError(await storageFetch(backend, '/object/list/products', json('POST', body)), 400);
    expect(problem.message).toMatch(/^Parâmetros de listagem inválidos: /);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'x'],
    ['a truncated body', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name=""; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc'],
    ['no file part', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--XX--\r\n'],
  ])('answers a multipart upload with %s with 400', async (_, contentType, body) => {
    await expectStorageError(await upload(`ruins/${randomUUID()}.png`, body, contentType), 400);
  });

  it('still takes a multipart upload whose file part has an empty name, as browsers send', async () => {
    const form = new FormData();
    const bytes = await picture('png');
    form.append('', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
    const path = `ruins/${randomUUID()}.png`;
    expect((await storageFetch(backend, `/object/products/${path}`, { method: 'POST', body: form }, admin.accessToken)).status).toBe(200);
    expect((await publicBytes(backend, 'products', path))?.equals(bytes)).toBe(true);
  });

  it('refuses names over 255 UTF-8 bytes and stores a 255-byte one, a name and a name below it', async () => {
    const bytes = new Uint8Array(await picture('png'));
    const tooLong = await expectStorageError(await upload(`ruins/${'é'.repeat(123)}.png`, bytes), 400);
    expect(tooLong.message).toBe('O nome do objeto passa de 255 bytes.');
    const longest = `ruins/${'é'.repeat(122)}x.png`;
    expect(Buffer.byteLength(longest)).toBe(255);
    for (const path of [longest, `${existing}/below.png`]) expect((await upload(path, bytes)).status).toBe(200);
    expect((await publicBytes(backend, 'products', longest))?.equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses control characters and ".." in names, in the path or in a JSON body', async () => {
    for (const path of ['ruins/a%00.png', 'ruins/a%01.png', 'ruins/a%0A.png']) await expectStorageError(await upload(path, 'x'), 400);
    for (const destinationKey of ['ruins/b\u0000.png', 'ruins/../../b.png']) {
      const body = JSON.stringify({ bucketId: 'products', sourceKey: existing, destinationKey });
      for (const route of ['/object/move', '/object/copy']) {
        await expectStorageError(await storageFetch(backend, route, json('POST', body), admin.accessToken), 400);
      }
    }
    const removal = JSON.stringify({ prefixes: ['ruins/a\u0000.png'] });
    await expectStorageError(await storageFetch(backend, '/object/products', json('DELETE', removal), admin.accessToken), 400);
    expect(await publicBytes(backend, 'products', existing)).toBeDefined();
  });

  it('answers unknown buckets with a storage error, never a 500', async () => {
    await expectStorageError(await storageFetch(backend, '/object/nada/a.png', { method: 'POST', body: 'x' }, admin.accessToken), 400);
    await expectStorageError(await storageFetch(backend, '/object/public/nada/a.png'), 400);
    await expectStorageError(await storageFetch(backend, '/object/list/nada', json('POST', '{}')), 400);
  });

  it.each([
    ['POST', '/object/move'],
    ['POST', '/object/copy'],
    ['DELETE', '/object/products'],
    ['POST', '/object/sign/products/a.png'],
    ['POST', '/object/sign/products'],
    ['POST', '/bucket'],
    ['PUT', '/bucket/products'],
  ])('answers malformed JSON to %s %s with 400', async (method, route) => {
    const problem = await expectStorageError(await storageFetch(backend, route, json(method, '{"a":'), admin.accessToken), 400);
    expect(problem.message).toBe('Corpo da requisição inválido: body.');
  });

  describe('signed URLs', () => {
    const forge = (payload: Record<string, unknown>, secret: string, expiresAt: number) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(expiresAt - 60)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    const now = () => Math.floor(Date.now() / 1000);

    it('refuses a missing, malformed, forged or expired download token with 400', async () => {
      const download = { sub: existing, bucket: 'products', intent: 'download' };
      const tokens = [
        'x',
        await forge(download, 'not-the-secret-'.repeat(3), now() + 600),
        await forge(download, backend.jwtSecret, now() - 60),
      ];
      await expectStorageError(await storageFetch(backend, `/object/sign/products/${existing}`), 400);
      for (const token of tokens) {
        const refused = await expectStorageError(await storageFetch(backend, `/object/sign/products/${existing}?token=${token}`), 400);
        expect(refused).toEqual({ statusCode: '400', error: 'InvalidJWT', message: 'Link assinado inválido ou expirado.' });
      }
    });

    it('refuses an upload token that is forged or expired, and stores nothing', async () => {
      const path = `ruins/${randomUUID()}.png`;
      const upload = { sub: path, bucket: 'products', intent: 'upload', owner: null, upsert: false };
      for (const token of [await forge(upload, 'x'.repeat(40), now() + 600), await forge(upload, backend.jwtSecret, now() - 60)]) {
        const response = await storageFetch(backend, `/object/upload/sign/products/${path}?token=${token}`, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: new Uint8Array(await picture('png')),
        });
        await expectStorageError(response, 400);
      }
      expect(await publicBytes(backend, 'products', path)).toBeUndefined();
    });

    it('refuses a valid token for another object', async () => {
      const token = await forge({ sub: 'ruins/other.png', bucket: 'products', intent: 'download' }, backend.jwtSecret, now() + 600);
      await expectStorageError(await storageFetch(backend, `/object/sign/products/${existing}?token=${token}`), 403);
    });
  });

  describe('image renders', () => {
    it.each(['width=0', 'width=99999', 'height=-1', 'quality=0', 'quality=abc', 'format=gif', 'resize=%00'])(
      'answers %s with 400',
      async (query) => {
        await expectStorageError(await storageFetch(backend, `/render/image/public/products/${existing}?${query}`), 400);
      },
    );

    it.each(['..%2F..%2F..%2F..%2Fetc%2Fpasswd', '..%2F..%2F.env', '%2E%2E/%2E%2E/metadata/products/x.json', 'ruins%2F..%2F..%2F..%2Fpackage.json'])(
      'never reads outside the bucket for %s',
      async (path) => {
        const response = await storageFetch(backend, `/render/image/public/products/${path}?width=10`);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await response.text()).not.toMatch(/root:|SUPABASE|"name":/);
      },
    );
  });
});
