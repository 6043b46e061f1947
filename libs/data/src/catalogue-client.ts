import { PostgrestClient } from '@supabase/postgrest-js';

export interface CatalogueClientConfig {
  url: string;
  anonKey: string;
  /** A signed-in user's access token: the client reads as that user (RLS), which PostgREST verifies on every request. */
  accessToken?: string;
  fetch?: typeof fetch;
}

/**
 * What the catalogue reads need: `from` and `rpc`. Both a `PostgrestClient` and a full
 * supabase-js client satisfy it, so signed-in screens can reuse the same repositories.
 */
export type CatalogueDb = Pick<PostgrestClient, 'from' | 'rpc'>;

/**
 * A PostgREST-only client with the anonymous key: the storefront's public pages use it so they
 * never load supabase-js, auth-js or storage-js. Retries are ours (`withRetry`), not postgrest-js's.
 */
export function createCatalogueClient(config: CatalogueClientConfig): CatalogueDb {
  return new PostgrestClient(`${config.url.replace(/\/$/, '')}/rest/v1`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.accessToken ?? config.anonKey}` },
    fetch: config.fetch,
    retry: false,
  });
}
