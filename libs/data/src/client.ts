import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';

export interface SupabaseConfig {
  url: string;
  anonKey: string;
  /** Where the session is kept; supabase-js defaults to localStorage in browsers. */
  storage?: SupportedStorage;
  fetch?: typeof fetch;
  /** Node 20 has no global WebSocket: pass `ws` there (see `testing.ts`). */
  webSocket?: WebSocketLikeConstructor;
  /** Take a session from the URL an e-mailed or OAuth link lands with. Default: in browsers. */
  detectSessionInUrl?: boolean;
}

export type WebSocketLikeConstructor = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'];

export type Db = SupabaseClient;

/** The full client (auth, storage, PostgREST) for signed-in screens and the back office. */
export function createSupabase(config: SupabaseConfig): Db {
  return createClient(config.url, config.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: config.detectSessionInUrl ?? typeof window !== 'undefined', storage: config.storage },
    global: config.fetch ? { fetch: config.fetch } : undefined,
    realtime: config.webSocket ? { transport: config.webSocket } : undefined,
  });
}

