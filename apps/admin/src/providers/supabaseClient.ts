import { createSupabase } from '@oneboss/data';
import { env } from './env';

/** The one client of the back office: ra-supabase's providers and libs/data share its session. */
export const supabase = createSupabase({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey });
