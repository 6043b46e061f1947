import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeEnv, parseEnv, readEnvFile, updateEnvFile } from './env-file.js';

describe('parseEnv', () => {
  it('reads plain, quoted and exported values and skips comments', () => {
    const env = parseEnv('# comentário\nA=1\nexport B="dois"\nC=\'três\'\n\nnot a line\n');
    expect([...env]).toEqual([
      ['A', '1'],
      ['B', 'dois'],
      ['C', 'três'],
    ]);
  });
});

describe('mergeEnv', () => {
  it('replaces keys in place, appends new ones and keeps every other line', () => {
    const text = '# minhas configurações\nVITE_WHATSAPP_NUMBER=5511988887777\nSUPABASE_URL=http://old\n';
    expect(mergeEnv(text, { SUPABASE_URL: 'http://new', SUPABASE_SECRET_KEY: 'sb_secret_x' })).toBe(
      '# minhas configurações\nVITE_WHATSAPP_NUMBER=5511988887777\nSUPABASE_URL=http://new\nSUPABASE_SECRET_KEY=sb_secret_x\n',
    );
  });

  it('starts an empty file', () => {
    expect(mergeEnv('', { A: '1' })).toBe('A=1\n');
  });
});

describe('env files', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('treats a missing file as empty and writes it on update', async () => {
    dir = await mkdtemp(join(tmpdir(), 'env-file-'));
    const path = join(dir, '.env');
    expect((await readEnvFile(path)).size).toBe(0);
    await writeFile(path, 'VITE_GTM_ID=GTM-1\n');
    await updateEnvFile(path, { SUPABASE_URL: 'http://127.0.0.1:54321' });
    expect(await readFile(path, 'utf8')).toBe('VITE_GTM_ID=GTM-1\nSUPABASE_URL=http://127.0.0.1:54321\n');
  });
});
