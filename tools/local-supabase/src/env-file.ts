import { readFile, writeFile } from 'node:fs/promises';

/** Reads `KEY=value` lines; a missing file is an empty one. */
export async function readEnvFile(path: string): Promise<Map<string, string>> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return parseEnv(text);
}

export function parseEnv(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (!match) continue;
    const raw = match[2];
    const quoted = raw.match(/^(['"])(.*)\1$/);
    values.set(match[1], quoted ? quoted[2] : raw);
  }
  return values;
}

/**
 * Sets `updates` in the env text: a key already present has its line replaced in
 * place, new keys are appended; every other line (comments, the user's own
 * settings) stays as written.
 */
export function mergeEnv(text: string, updates: Record<string, string>): string {
  const pending = new Map(Object.entries(updates));
  const lines = text === '' ? [] : text.replace(/\r?\n$/, '').split(/\r?\n/);
  const merged = lines.map((line) => {
    const key = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/)?.[1];
    if (!key || !pending.has(key)) return line;
    const value = pending.get(key) as string;
    pending.delete(key);
    return `${key}=${value}`;
  });
  for (const [key, value] of pending) merged.push(`${key}=${value}`);
  return `${merged.join('\n')}\n`;
}

export async function updateEnvFile(path: string, updates: Record<string, string>): Promise<void> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const merged = mergeEnv(text, updates);
  if (merged !== text) await writeFile(path, merged);
}
