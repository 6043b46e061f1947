import { migratedPostgres, reachablePostgres } from '@oneboss/local-supabase/testing';
import postgres from 'postgres';

export interface PgtapPostgres {
  /** Runs one pgTAP file (several statements) and returns every text value it printed. */
  runScript(script: string): Promise<string[]>;
  dispose(): Promise<void>;
}

/**
 * A throw-away PostgreSQL database built as the backend builds it (system schemas, then every
 * migration) with pgTAP installed; or why there is none: PostgreSQL does not answer, or has no
 * pgTAP (the postgresql-NN-pgtap package).
 */
export async function openPgtapPostgres(): Promise<PgtapPostgres | { skipped: string }> {
  const serverUrl = await reachablePostgres();
  if (!serverUrl) return { skipped: 'PostgreSQL does not answer (DATABASE_URL or 127.0.0.1:5432)' };
  const database = await migratedPostgres(serverUrl);
  // One connection, so the session's search_path holds for every file; pgTAP lives where `supabase test db` has it.
  const client = postgres(database.url, { max: 1, onnotice: () => undefined, connection: { search_path: 'public, extensions' } });
  const dispose = async () => {
    await client.end({ timeout: 5 });
    await database.dispose();
  };
  try {
    await client.unsafe('create schema if not exists extensions; create extension pgtap with schema extensions;').simple();
  } catch (error) {
    await dispose();
    return { skipped: `pgTAP is not installed on that PostgreSQL server: ${(error as Error).message}` };
  }
  return {
    async runScript(script) {
      const results = (await client.unsafe(script).simple()) as unknown as Record<string, unknown>[][];
      // One statement answers its rows; several answer one row list per statement.
      const rows = results.every(Array.isArray) ? results.flat() : (results as unknown as Record<string, unknown>[]);
      return rows.flatMap((row) => Object.values(row).filter((value): value is string => typeof value === 'string'));
    },
    dispose,
  };
}
