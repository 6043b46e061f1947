import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeys, saveKeys } from './keys.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keys-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('backend keys in .env', () => {
  it('generates new-style keys when the file has none, then reads the same keys back', async () => {
    const path = join(dir, '.env');
    await writeFile(path, '# meu número\nVITE_WHATSAPP_NUMBER=5511977776666\n');
    const keys = await loadKeys(path);
    expect(keys.anonKey).toMatch(/^sb_publishable_/);
    expect(keys.serviceKey).toMatch(/^sb_secret_/);
    expect(keys.jwtSecret).toMatch(/^[0-9a-f]{64}$/);

    await saveKeys(path, 'http://127.0.0.1:54321', keys);
    expect(await loadKeys(path)).toEqual(keys);
    const text = await readFile(path, 'utf8');
    expect(text.startsWith('# meu número\nVITE_WHATSAPP_NUMBER=5511977776666\n')).toBe(true);
    expect(text).toContain(`VITE_SUPABASE_ANON_KEY=${keys.anonKey}\n`);
    expect(text).toContain('VITE_SUPABASE_URL=http://127.0.0.1:54321\n');
    expect(text).not.toContain(`VITE_SUPABASE_SECRET`);
  });
});
