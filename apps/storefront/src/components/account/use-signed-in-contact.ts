import { useStoredSessionAuth } from '../../auth/use-auth';
import { useProfile } from './use-profile';

export interface SignedInContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * The signed-in buyer's name, e-mail and WhatsApp for a contact form, null for a visitor.
 */
export function useSignedInContact(): SignedInContact | null {
  const auth = useStoredSessionAuth();
  const user = auth.status === 'signed-in' ? auth.user : null;
  const profile = useProfile(user?.id ?? null);
  if (!user || profile.isPending) return null;
  return { name: profile.data?.fullName || user.fullName || '', email: user.email ?? '', phone: profile.data?.whatsapp ?? '' };
}
