import { shortenDatabaseErrors } from './database-error-log.js';
import { startLocalSupabase } from './start-local-supabase.js';

// `npm run backend`: the embedded backend on the default port until Ctrl-C.
console.error = shortenDatabaseErrors(console.error.bind(console));
const backend = await startLocalSupabase().catch((error: unknown) => {
  console.error(`[local-supabase] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`[local-supabase] API:       ${backend.url} (rest, auth, storage under /rest/v1, /auth/v1, /storage/v1)`);
console.log(`[local-supabase] Keys:      .env at the repository root (SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY)`);
console.log(
  backend.databaseUrl
    ? '[local-supabase] Database:  PostgreSQL (DATABASE_URL), uploads under .data/storage/'
    : '[local-supabase] Database:  PGlite in .data/pglite (uploads in .data/pglite/storage)',
);
console.log('[local-supabase] Ctrl-C stops it.');

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[local-supabase] ${signal}: stopping`);
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
