import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultAdminPasswordFile, savedAdminPassword } from './admin-password-file';

let repoRoot: string;
beforeEach(async () => {
  repoRoot = await mkdtemp(path.join(tmpdir(), 'seed-env-'));
});
afterEach(async () => {
  await rm(repoRoot, { recursive: true, force: true });
});

describe('defaultAdminPasswordFile', () => {
  it('saves the password for the backend the .env names', async () => {
    await writeFile(path.join(repoRoot, '.env'), '# local\nSUPABASE_URL=http://127.0.0.1:54321\nVITE_X=1\n');
    expect(await defaultAdminPasswordFile(repoRoot, 'http://127.0.0.1:54321')).toBe(path.join(repoRoot, '.admin-password'));
    expect(await defaultAdminPasswordFile(repoRoot, 'http://127.0.0.1:54321/')).toBe(path.join(repoRoot, '.admin-password'));
  });

  it('keeps it on the console for any other backend, or without a .env', async () => {
    await writeFile(path.join(repoRoot, '.env'), 'SUPABASE_URL="http://127.0.0.1:54321"\n');
    expect(await defaultAdminPasswordFile(repoRoot, 'http://127.0.0.1:40123')).toBeNull();
    await rm(path.join(repoRoot, '.env'));
    expect(await defaultAdminPasswordFile(repoRoot, 'http://127.0.0.1:54321')).toBeNull();
  });
});

describe('savedAdminPassword', () => {
  it("answers the file's password for its own e-mail only", async () => {
    const file = path.join(repoRoot, '.admin-password');
    expect(await savedAdminPassword(file, 'admin@oneboss.local')).toBeUndefined();
    await writeFile(file, 'Admin@OneBoss.local\nS3nha!forte\n');
    expect(await savedAdminPassword(file, 'admin@oneboss.local')).toBe('S3nha!forte');
    expect(await savedAdminPassword(file, 'outra@oneboss.local')).toBeUndefined();
    expect(await savedAdminPassword(null, 'admin@oneboss.local')).toBeUndefined();
    await writeFile(file, 'admin@oneboss.local\n');
    expect(await savedAdminPassword(file, 'admin@oneboss.local')).toBeUndefined();
  });
});
