import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveLegacyObjectFiles } from './legacy-object-files.js';
import { objectFiles } from './object-files.js';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'oneboss-legacy-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function legacyObject(bucket: string, name: string, content: string): Promise<void> {
  const bytes = join(root, 'objects', bucket, ...name.split('/'));
  const metadata = `${join(root, 'metadata', bucket, ...name.split('/'))}.json`;
  await mkdir(join(bytes, '..'), { recursive: true });
  await mkdir(join(metadata, '..'), { recursive: true });
  await writeFile(bytes, content);
  await writeFile(metadata, JSON.stringify({ mimetype: 'image/png', cacheControl: 'max-age=3600', eTag: '"e"' }));
}

describe('moveLegacyObjectFiles', () => {
  it('moves objects from objects/<bucket>/<name> to their hashed place and drops the old folders', async () => {
    await legacyObject('products', 'p1/1_a.png', 'first');
    await legacyObject('partner-logos', 'logo.json.png', 'second');
    expect(await moveLegacyObjectFiles(root)).toBe(2);

    const first = objectFiles(root, 'products', 'p1/1_a.png');
    expect(await readFile(first.bytes, 'utf8')).toBe('first');
    expect(JSON.parse(await readFile(first.metadata, 'utf8'))).toEqual({
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      eTag: '"e"',
      name: 'p1/1_a.png',
    });
    expect(await readFile(objectFiles(root, 'partner-logos', 'logo.json.png').bytes, 'utf8')).toBe('second');
    expect(await readdir(root)).toEqual(['buckets']);
  });

  it('does nothing where there is no old layout', async () => {
    expect(await moveLegacyObjectFiles(root)).toBe(0);
    expect(await readdir(root)).toEqual([]);
  });
});
