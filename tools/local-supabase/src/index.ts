export { startLocalSupabase } from './start-local-supabase.js';
export { generousRateLimits } from './http/request-limits.js';
export type { LocalSupabase, LocalSupabaseOptions } from './start-local-supabase.js';
export { MigrationFailedError } from './migrations.js';
export { keepingExitCode, discardPgliteExitCode } from './exit-code.js';
