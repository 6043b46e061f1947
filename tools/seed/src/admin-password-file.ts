import { readFile } from 'node:fs/promises';
import path from 'node:path';

function envValue(text: string, key: string): string | undefined {
  for (const line of text.split(/\r?\n/)) {
    const match = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (match?.[1] === key) return match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return undefined;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * `<repoRoot>/.admin-password` when the seeded backend is the one the repository's `.env` points
 * the apps at; null for any other (a throw-away test backend must not overwrite the password of
 * the development database).
 */
export async function defaultAdminPasswordFile(repoRoot: string, url: string): Promise<string | null> {
  const env = await readFile(path.join(repoRoot, '.env'), 'utf8').catch(() => '');
  const configured = envValue(env, 'SUPABASE_URL');
  return configured && sameOrigin(configured, url) ? path.join(repoRoot, '.admin-password') : null;
}

/**
 * The password `file` keeps for `email` (its first line the e-mail, its second the password), if it
 * keeps one: a second database seeded beside the first (another port, PostgreSQL) gets the same
 * password, so the file stays true for both instead of naming only the newest.
 */
export async function savedAdminPassword(file: string | null, email: string): Promise<string | undefined> {
  if (!file) return undefined;
  const [savedEmail, password] = (await readFile(file, 'utf8').catch(() => '')).split(/\r?\n/);
  return savedEmail?.trim().toLowerCase() === email && password ? password : undefined;
}
