import { createSupabase } from '@oneboss/data';
import { env } from './env';

/**
 * The one client of the back office: ra-supabase's providers and libs/data share its session.
 * A password-reset link lands with the recovery session in the URL; ra-supabase reads it there to
 * open its set-password page, so auth-js must not take it first (it would clear the hash the
 * HashRouter routes on, and the user would land signed in without choosing a password).
 */
export const supabase = createSupabase({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey, detectSessionInUrl: false });
