import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemoSeed, seedAlreadyRun } from './seed.js';
import { openTestDatabase } from './test-support/pglite-database.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let repoRoot: string;

beforeAll(async () => {
  database = await openTestDatabase();
  // A repository with a seed.sql and no tools/seed module yet.
  repoRoot = await mkdtemp(join(tmpdir(), 'seed-repo-'));
  await mkdir(join(repoRoot, 'supabase'));
  await database.sql.exec('create table public.greetings (text text);');
  await writeFile(join(repoRoot, 'supabase', 'seed.sql'), "insert into public.greetings values ('olá');");
});
afterAll(async () => {
  await database.dispose();
  await rm(repoRoot, { recursive: true, force: true });
});

describe('runDemoSeed', () => {
  it('runs seed.sql, works without the tools/seed module, and records the run', async () => {
    expect(await seedAlreadyRun(database.sql)).toBe(false);
    await runDemoSeed(database.sql, { url: 'http://unused', anonKey: 'a', serviceKey: 's', repoRoot });
    expect(await database.sql.query('select text from public.greetings')).toEqual([{ text: 'olá' }]);
    expect(await seedAlreadyRun(database.sql)).toBe(true);
  });

  it('calls seedDemo of tools/seed when that module exists', async () => {
    await mkdir(join(repoRoot, 'tools', 'seed', 'src'), { recursive: true });
    await writeFile(
      join(repoRoot, 'tools', 'seed', 'src', 'index.ts'),
      "export async function seedDemo(target: { url: string }) { (globalThis as Record<string, unknown>).seededFor = target.url; }\n",
    );
    await database.sql.exec('delete from supabase_migrations.seed_files; delete from public.greetings;');
    await runDemoSeed(database.sql, { url: 'http://127.0.0.1:1', anonKey: 'a', serviceKey: 's', repoRoot });
    expect((globalThis as Record<string, unknown>).seededFor).toBe('http://127.0.0.1:1');
  });
});
