import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider } from 'react-admin';
import { adminDiagnostics } from '@oneboss/data';
import type { AdminAccess } from '../access/adminAccess';
import { supabase } from './supabaseClient';

const base = supabaseAuthProvider(supabase, {
  getIdentity: async (user) => ({
    id: user.id,
    fullName: (user.user_metadata?.full_name as string | undefined) ?? user.email ?? '',
    avatar: (user.user_metadata?.avatar_url as string | undefined) ?? undefined,
    email: user.email ?? '',
  }),
  // Permissions carry the server's answer (is_current_user_admin and the admin table),
  // never a flag the browser could set.
  getPermissions: async (user): Promise<AdminAccess> => {
    const email = user.email ?? '';
    const { inAdminTable, adminCheck } = await adminDiagnostics(supabase, email);
    return { email, isAdmin: adminCheck, inAdminTable };
  },
});

/**
 * ra-supabase's provider, with the redirect after a password-reset e-mail pointing back at
 * the panel (spec §7: "password reset e-mail with redirect to /admin").
 */
export const authProvider: AuthProvider & Pick<typeof base, 'resetPassword'> = {
  ...base,
  // A 403 from PostgREST is a refused write (RLS, 42501): show 'Permissão negada.' and keep
  // the session. Only a missing or expired session signs the user out.
  checkError: async (error: { status?: number; name?: string }) => {
    if (error?.status === 401 || error?.name === 'AuthSessionMissingError') throw error;
  },
  resetPassword: (params) => base.resetPassword({ redirectTo: `${window.location.origin}/`, ...params }),
};
