import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LocalSupabase } from '../start-local-supabase.js';

/** supabase-js as the apps build it; Node 20 has no global WebSocket for its realtime part. */
export function clientFor(backend: Pick<LocalSupabase, 'url'>, key: string): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export const FIXTURE_MIGRATIONS = new URL('../fixtures/migrations', import.meta.url).pathname;
