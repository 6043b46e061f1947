import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '@oneboss/local-supabase';
import type { BackendKind } from './databases';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The embedded backend with the demo catalogue, as `npm start` serves it, on throw-away data.
 * `limits` replaces the hosted-like defaults where the callers are not the load being measured.
 */
export async function startDemoBackend(kind: BackendKind, limits?: LocalSupabaseOptions['limits']): Promise<{ server: LocalSupabase; stop(): Promise<void> }> {
  const jwtSecret = randomBytes(32).toString('hex');
  const storageDir = await mkdtemp(join(tmpdir(), 'oneboss-load-'));
  if (kind === 'pglite') {
    const server = await startLocalSupabase({ port: 0, dataDir: storageDir, databaseUrl: '', seed: 'demo', quiet: true, jwtSecret, limits });
    return {
      server,
      async stop() {
        await server.stop();
        await rm(storageDir, { recursive: true, force: true });
      },
    };
  }
  const name = `oneboss_load_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const server = await startLocalSupabase({ port: 0, databaseUrl: databaseUrl.toString(), storageDir, seed: 'demo', quiet: true, jwtSecret, limits });
  return {
    server,
    async stop() {
      await server.stop();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
