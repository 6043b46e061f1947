import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, textFileFor } from './static-hosting';

let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'static-hosting-'));
  await mkdir(join(outDir, 'assets'));
  await writeFile(join(outDir, 'index.html'), '<!doctype html>');
  await writeFile(join(outDir, 'robots.txt'), 'User-agent: *');
  await writeFile(join(outDir, 'assets', 'index-abc.js'), 'export {};');
  await writeFile(join(outDir, 'assets', 'hero.webp'), 'binary');
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('textFileFor', () => {
  it('serves the build text files and the SPA shell for routes', async () => {
    await expect(textFileFor(outDir, '/assets/index-abc.js')).resolves.toBe(join(outDir, 'assets', 'index-abc.js'));
    await expect(textFileFor(outDir, '/robots.txt')).resolves.toBe(join(outDir, 'robots.txt'));
    await expect(textFileFor(outDir, '/')).resolves.toBe(join(outDir, 'index.html'));
    await expect(textFileFor(outDir, '/produto/00000004-0000-4000-8000-000000000001')).resolves.toBe(join(outDir, 'index.html'));
  });

  it('leaves binaries, missing files and escapes to the next handler', async () => {
    await expect(textFileFor(outDir, '/assets/hero.webp')).resolves.toBeNull();
    await expect(textFileFor(outDir, '/assets/missing.js')).resolves.toBeNull();
    await expect(textFileFor(outDir, '/../../etc/passwd.txt')).resolves.toBeNull();
    await expect(textFileFor(outDir, '/%E0%A4%A.txt')).resolves.toBeNull();
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates the rest', () => {
    expect(cacheControlFor('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/')).toBe('no-cache');
    expect(cacheControlFor('/robots.txt')).toBe('no-cache');
  });
});
