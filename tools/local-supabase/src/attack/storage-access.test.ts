import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../test-support/clients.js';
import { signedIn, type Session } from '../test-support/sessions.js';
import { expectStorageError, picture, publicBytes, storageFetch } from '../test-support/storage-http.js';
import { startTestBackends, type TestBackend } from '../testing.js';

const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const CATALOGUE_BUCKET = {
  public: true,
  file_size_limit: 5242880,
  allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'],
};

describe.each(backends)('storage access on $name', (backend) => {
  const service = clientFor(backend, backend.serviceKey);
  let admin: Session;
  let customer: Session;
  let bytes: Buffer;
  const first = `acesso/${randomUUID()}.png`;
  const second = `acesso/${randomUUID()}.png`;
  beforeAll(async () => {
    [admin, customer, bytes] = await Promise.all([signedIn(backend, true), signedIn(backend, false), picture('png')]);
    for (const path of [first, second]) {
      const { error } = await admin.client.storage.from('products').upload(path, bytes, { contentType: 'image/png' });
      expect(error).toBeNull();
    }
  });

  async function expectUntouched() {
    expect((await publicBytes(backend, 'products', first))?.equals(bytes)).toBe(true);
    expect((await publicBytes(backend, 'products', second))?.equals(bytes)).toBe(true);
    const { data } = await service.storage.getBucket('products');
    expect(data).toMatchObject(CATALOGUE_BUCKET);
    expect((await service.storage.listBuckets()).data?.map((bucket) => bucket.id).sort()).toEqual([
      'partner-banners',
      'partner-logos',
      'products',
      'seller-logos',
    ]);
  }

  describe.each([
    ['a visitor', () => undefined],
    ['a signed-in customer', () => customer.accessToken],
  ])('as %s', (_, token) => {
    it('cannot upload, replace or sign uploads', async () => {
      const path = `acesso/${randomUUID()}.png`;
      const init = { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array(bytes) };
      await expectStorageError(await storageFetch(backend, `/object/products/${path}`, init, token()), 400);
      await expectStorageError(await storageFetch(backend, `/object/products/${first}`, { ...init, method: 'PUT' }, token()), 400);
      await expectStorageError(await storageFetch(backend, `/object/upload/sign/products/${path}`, { method: 'POST' }, token()), 400);
      expect(await publicBytes(backend, 'products', path)).toBeUndefined();
      await expectUntouched();
    });

    it('cannot move or copy objects, within a bucket, to another or over another name', async () => {
      const moves = [
        { bucketId: 'products', sourceKey: first, destinationKey: `acesso/${randomUUID()}.png` },
        { bucketId: 'products', sourceKey: first, destinationKey: 'roubado.png', destinationBucket: 'partner-logos' },
        { bucketId: 'products', sourceKey: first, destinationKey: second },
      ];
      for (const move of moves) {
        for (const route of ['/object/move', '/object/copy']) {
          await expectStorageError(await storageFetch(backend, route, json('POST', move), token()), 400);
        }
      }
      expect(await publicBytes(backend, 'partner-logos', 'roubado.png')).toBeUndefined();
      await expectUntouched();
    });

    it('cannot delete objects through a list of prefixes', async () => {
      await storageFetch(backend, '/object/products', json('DELETE', { prefixes: [first, second] }), token());
      await expectUntouched();
    });

    it('cannot list, sign downloads or use the authenticated route to reach objects', async () => {
      const listed = await storageFetch(backend, '/object/list/products', json('POST', { prefix: 'acesso' }), token());
      expect(await listed.json()).toEqual([]);
      await expectStorageError(await storageFetch(backend, `/object/sign/products/${first}`, json('POST', { expiresIn: 60 }), token()), 400);
      await expectStorageError(await storageFetch(backend, `/object/authenticated/products/${first}`, {}, token()), 400);
    });

    it('cannot create, change, empty or delete buckets', async () => {
      await expectStorageError(await storageFetch(backend, '/bucket', json('POST', { id: 'sequestro', name: 'sequestro', public: true }), token()), 400);
      await expectStorageError(
        await storageFetch(backend, '/bucket/products', json('PUT', { public: true, allowed_mime_types: ['text/html'], file_size_limit: 1e9 }), token()),
        400,
      );
      await expectStorageError(await storageFetch(backend, '/bucket/products/empty', { method: 'POST' }, token()), 400);
      await expectStorageError(await storageFetch(backend, '/bucket/products', { method: 'DELETE' }, token()), 400);
      await expectUntouched();
    });
  });

  describe('as an admin', () => {
    it('manages objects but not the buckets themselves', async () => {
      const moved = `acesso/${randomUUID()}.png`;
      const copy = await storageFetch(backend, '/object/copy', json('POST', { bucketId: 'products', sourceKey: first, destinationKey: moved }), admin.accessToken);
      expect(copy.status).toBe(200);
      const over = await storageFetch(backend, '/object/copy', json('POST', { bucketId: 'products', sourceKey: first, destinationKey: second }), admin.accessToken);
      await expectStorageError(over, 400);
      await expectStorageError(await storageFetch(backend, '/bucket/products', json('PUT', { allowed_mime_types: ['text/html'] }), admin.accessToken), 400);
      await expectStorageError(await storageFetch(backend, '/bucket', json('POST', { id: 'sequestro', name: 'sequestro' }), admin.accessToken), 400);
      await expectUntouched();
    });
  });
});
