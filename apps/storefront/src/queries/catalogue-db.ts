import { createCatalogueClient } from '@oneboss/data/catalogue';
import { env } from '../env';

/** The public pages' only connection: PostgREST with the publishable key, no auth or storage code. */
export const catalogueDb = createCatalogueClient({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey });
