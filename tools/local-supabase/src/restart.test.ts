import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDir } from './pglite-template.js';
import { startLocalSupabase } from './start-local-supabase.js';
import { clientFor, FIXTURE_MIGRATIONS } from './test-support/clients.js';

const FIXTURE = '20250101000000_create_notes.sql';
let root: string;
let dataDir: string;
let migrationsDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'restart-'));
  dataDir = join(root, 'pglite');
  migrationsDir = join(root, 'migrations');
  await freshPgliteDir(dataDir);
  await mkdir(migrationsDir);
  await copyFile(join(FIXTURE_MIGRATIONS, FIXTURE), join(migrationsDir, FIXTURE));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const start = () =>
  startLocalSupabase({ port: 0, dataDir, migrationsDir, databaseUrl: '', seed: 'none', quiet: true, jwtSecret: 'x'.repeat(64) });

describe('restarting on the same PGlite folder', () => {
  it('keeps rows, users and objects, and applies only the new migration', async () => {
    const first = await start();
    const service = clientFor(first, first.serviceKey);
    await service.from('notes').insert({ title: 'antes do reinício' });
    await service.auth.admin.createUser({ email: 'volta@example.com', password: 'senha-volta-123', email_confirm: true });
    // The server checks the bytes against the declared type, so this is a whole PNG.
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c9a227' } }).png().toBuffer();
    const upload = await service.storage.from('pictures').upload('keep/a.png', png, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    await first.stop();

    // Re-running the first file would fail (its table exists): only the new one may run.
    await writeFile(join(migrationsDir, '20250102000000_add_notes_body.sql'), 'alter table public.notes add column body text;');
    const second = await start();
    try {
      const anon = clientFor(second, second.anonKey);
      const { data, error } = await anon.from('notes').select('title, body');
      expect(error).toBeNull();
      expect(data).toEqual([{ title: 'antes do reinício', body: null }]);
      const signIn = await anon.auth.signInWithPassword({ email: 'volta@example.com', password: 'senha-volta-123' });
      expect(signIn.error).toBeNull();
      const object = await fetch(anon.storage.from('pictures').getPublicUrl('keep/a.png').data.publicUrl);
      expect(Buffer.from(await object.arrayBuffer())).toEqual(png);
    } finally {
      await second.stop();
    }
  });

  it('refuses to start when a migration fails, naming the file', async () => {
    await writeFile(join(migrationsDir, '20250103000000_broken.sql'), 'alter table public.missing add column x int;');
    await expect(start()).rejects.toThrow(
      'Migration 20250103000000_broken.sql failed: relation "public.missing" does not exist',
    );
  });
});
