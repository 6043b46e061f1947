import { useEffect, useSyncExternalStore } from 'react';
import { getAuthState, loadAuthRuntime, subscribeToAuth } from '../../auth/auth-store';
import { hasStoredSession } from '../../auth/stored-session';
import { useProfile } from './use-profile';

export interface SignedInContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * The signed-in buyer's name, e-mail and WhatsApp for a contact form, null for a visitor. The auth
 * code loads only where a session is stored, so a visitor's contact form stays without it.
 */
export function useSignedInContact(): SignedInContact | null {
  const auth = useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
  useEffect(() => {
    if (hasStoredSession()) loadAuthRuntime().catch((error: unknown) => console.error('Auth could not start', error));
  }, []);
  const user = auth.status === 'signed-in' ? auth.user : null;
  const profile = useProfile(user?.id ?? null);
  if (!user || profile.isPending) return null;
  return { name: profile.data?.fullName || user.fullName || '', email: user.email ?? '', phone: profile.data?.whatsapp ?? '' };
}
