import { randomBytes } from 'node:crypto';
import { generateApiKey } from '@supabase/lite';
import { readEnvFile, updateEnvFile } from './env-file.js';

export interface BackendKeys {
  jwtSecret: string;
  /** `sb_publishable_…`: safe in a browser, maps to the `anon` role. */
  anonKey: string;
  /** `sb_secret_…`: maps to `service_role`; never shipped to a browser. */
  serviceKey: string;
}

export async function generateKeys(jwtSecret = randomBytes(32).toString('hex')): Promise<BackendKeys> {
  const [publishable, secret] = await Promise.all([generateApiKey('publishable'), generateApiKey('secret')]);
  return { jwtSecret, anonKey: publishable.key, serviceKey: secret.key };
}

/** The keys in the env file, or new ones when it has none. */
export async function loadKeys(envPath: string): Promise<BackendKeys> {
  const env = await readEnvFile(envPath);
  const jwtSecret = env.get('SUPABASE_JWT_SECRET');
  const anonKey = env.get('SUPABASE_PUBLISHABLE_KEY');
  const serviceKey = env.get('SUPABASE_SECRET_KEY');
  return jwtSecret && anonKey && serviceKey ? { jwtSecret, anonKey, serviceKey } : generateKeys();
}

/** Writes the URL and keys the apps read, leaving every other line of the file as it was. */
export async function saveKeys(envPath: string, url: string, keys: BackendKeys): Promise<void> {
  await updateEnvFile(envPath, {
    SUPABASE_URL: url,
    SUPABASE_PUBLISHABLE_KEY: keys.anonKey,
    SUPABASE_SECRET_KEY: keys.serviceKey,
    SUPABASE_JWT_SECRET: keys.jwtSecret,
    VITE_SUPABASE_URL: url,
    VITE_SUPABASE_ANON_KEY: keys.anonKey,
  });
}
