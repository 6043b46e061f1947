import postgres from 'postgres';

export interface QuietOptions {
  /** How long no other session may have run a statement. */
  quietMs?: number;
  pollMs?: number;
  /** Gives up after this long and says so; the caller measures anyway. */
  timeoutMs?: number;
}

/**
 * Resolves true once no other session of the database has been running a statement for `quietMs`,
 * false if that did not happen within `timeoutMs`. After a load past the server's capacity, the
 * requests whose clients gave up are still being rendered and read for seconds; a time measured
 * then is the backlog's, not the page's.
 */
export async function waitForQuietDatabase(databaseUrl: string, { quietMs = 1_000, pollMs = 50, timeoutMs = 120_000 }: QuietOptions = {}): Promise<boolean> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const deadline = performance.now() + timeoutMs;
    let quietSince = performance.now();
    while (performance.now() < deadline) {
      const [{ active }] = await sql<{ active: number }[]>`
        select count(*)::int as active from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`;
      if (active > 0) quietSince = performance.now();
      else if (performance.now() - quietSince >= quietMs) return true;
      await new Promise((done) => setTimeout(done, pollMs));
    }
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}
