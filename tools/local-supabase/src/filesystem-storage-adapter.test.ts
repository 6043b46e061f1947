import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilesystemStorageAdapter } from './filesystem-storage-adapter.js';

let parent: string;
let root: string;
let adapter: FilesystemStorageAdapter;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'oneboss-adapter-'));
  root = join(parent, 'storage');
  adapter = await FilesystemStorageAdapter.open(root);
});
afterEach(() => rm(parent, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);

async function read(bucket: string, key: string): Promise<string> {
  const { body } = await adapter.getObject(bucket, key, undefined);
  return new Response(body).text();
}

describe('FilesystemStorageAdapter', () => {
  it('keeps objects with climbing names inside their bucket folder', async () => {
    for (const key of ['../../../escaped.png', '../other-bucket/x.png', 'a/../../b.png']) {
      await adapter.uploadObject('products', key, undefined, bytes(key), 'text/plain', 'max-age=60');
      expect(await read('products', key)).toBe(key);
    }
    expect(await readdir(parent)).toEqual(['storage']);
    expect(await readdir(join(root, 'buckets'))).toEqual(['products']);
  });

  it('stores a name and a name below it, and a 255-byte name, as S3 does', async () => {
    const long = 'é'.repeat(127) + 'x';
    for (const key of ['a', 'a/b', long]) {
      await adapter.uploadObject('products', key, undefined, bytes(key), 'text/plain', 'no-cache');
    }
    expect([await read('products', 'a'), await read('products', 'a/b'), await read('products', long)]).toEqual(['a', 'a/b', long]);
  });

  it('answers with the declared type and cache control, copies and deletes', async () => {
    await adapter.uploadObject('products', 'p/1.txt', undefined, bytes('one'), 'text/plain', 'max-age=600');
    await adapter.copyObject('products', 'p/1.txt', undefined, 'partner-logos', 'copy.txt', undefined);
    const head = await adapter.headObject('partner-logos', 'copy.txt');
    expect([head.mimetype, head.cacheControl, head.size]).toEqual(['text/plain', 'max-age=600', 3]);
    await adapter.deleteObjects('products', ['p/1.txt']);
    await expect(adapter.headObject('products', 'p/1.txt')).rejects.toThrow(/ENOENT/);
    expect(await read('partner-logos', 'copy.txt')).toBe('one');
  });

  it('stores nothing whose bytes are not what its content type says, an upsert included', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
    await adapter.uploadObject('products', 'p/a.png', undefined, png, 'image/png', 'no-cache');
    await expect(adapter.uploadObject('products', 'p/a.png', undefined, bytes('<html>'), 'image/png', 'no-cache')).rejects.toThrow(
      'upload refused',
    );
    await expect(adapter.uploadObject('products', 'p/b.png', undefined, bytes('<svg/>'), 'image/svg+xml', 'no-cache')).rejects.toThrow(
      'upload refused',
    );
    expect(Buffer.from(await new Response((await adapter.getObject('products', 'p/a.png', undefined)).body).arrayBuffer()).equals(png)).toBe(true);
    await expect(adapter.headObject('products', 'p/b.png')).rejects.toThrow(/ENOENT/);
  });

  it('refuses a bucket id that is not a single safe folder name', async () => {
    await expect(adapter.uploadObject('..', 'x.txt', undefined, bytes('x'), 'text/plain', 'no-cache')).rejects.toThrow(
      'Invalid bucket id',
    );
  });
});
