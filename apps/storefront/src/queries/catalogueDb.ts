import { createCatalogueClient } from '@oneboss/data/catalogue';

const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;

if (!url || !anonKey) {
  throw new Error('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must be set (the local backend writes them to .env).');
}

/** The public pages' only connection: PostgREST with the anonymous key, no auth or storage code. */
export const catalogueDb = createCatalogueClient({ url, anonKey });
