import { supabaseAuthProvider } from 'ra-supabase';
import type { AuthProvider } from 'react-admin';
import { AUTH_MESSAGES } from '@oneboss/domain';
import { adminDiagnostics, currentSellerIds, DataError, updatePassword } from '@oneboss/data';
import { canAccessResource } from './permissions';
import { queryClient } from './queryClient';
import { supabase } from './supabaseClient';

/** What the panel knows about the signed-in account once the server has been asked. */
export interface AdminAccess {
  email: string;
  isAdmin: boolean;
  /** The account's e-mail has a row in admin_permissions (as far as the server lets it see). */
  inAdminTable: boolean;
  /** The owner has confirmed the e-mail: until then the server grants it nothing, listed or not. */
  emailConfirmed: boolean;
  /** The sellers the account works for (current_seller_ids); a member without admin rights gets their reduced panel. */
  sellerIds: string[];
}

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
    const [{ inAdminTable, adminCheck }, sellerIds] = await Promise.all([
      adminDiagnostics(supabase, email),
      currentSellerIds(supabase).catch((error: unknown) => {
        console.error('Seller membership check failed', error);
        return [];
      }),
    ]);
    return { email, isAdmin: adminCheck, inAdminTable, emailConfirmed: Boolean(user.email_confirmed_at), sellerIds };
  },
});

let asked: { token: string; access: Promise<AdminAccess | undefined> } | null = null;

/** The permissions of the current session, asked once per access token (canAccess runs per resource and action). */
async function sessionAccess(): Promise<AdminAccess | undefined> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? '';
  if (!token) return undefined;
  if (asked?.token !== token) {
    const access = (base.getPermissions?.({}) ?? Promise.resolve(undefined)) as Promise<AdminAccess | undefined>;
    asked = { token, access: access.catch(() => undefined) };
  }
  return asked.access;
}

/**
 * ra-supabase's provider, with the redirect after a password-reset e-mail pointing back at
 * the panel (/admin), where ra-supabase's
 * set-password page takes the new password with libs/data's pt-BR refusals.
 */
export const authProvider: AuthProvider & Pick<typeof base, 'resetPassword' | 'setPassword'> = {
  ...base,
  // A 403 from PostgREST is a refused write (RLS, 42501): show 'Permissão negada.' and keep
  // the session. Only a missing or expired session signs the user out.
  checkError: async (error: { status?: number; name?: string }) => {
    if (error?.status === 401 || error?.name === 'AuthSessionMissingError') throw error;
  },
  // react-admin asks per resource and action (menus, routes, buttons); the answer follows the
  // server's role answers above, cached by react-query like the permissions themselves.
  canAccess: async ({ resource, action }) => canAccessResource(await sessionAccess(), resource, action),
  resetPassword: (params) => base.resetPassword({ redirectTo: `${window.location.origin}/`, ...params }),
  setPassword: async ({ access_token, refresh_token, password }) => {
    const { error } = await supabase.auth.setSession({ access_token, refresh_token });
    if (error) throw new DataError(error.code ?? 'session_invalid', AUTH_MESSAGES.recoveryLinkInvalid, { cause: error });
    await updatePassword(supabase, password);
    // The set-password page answered "no permissions" while the user was not yet signed in;
    // forgotten, the panel asks the server again instead of showing 'Acesso Negado'.
    queryClient.removeQueries({ queryKey: ['auth'] });
  },
};
