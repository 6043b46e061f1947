import { useQuery } from '@tanstack/react-query';
import { loadAuthRuntime } from '../../auth/auth-store';

/** The signed-in user's profiles row (name, WhatsApp, state); null while there is none. */
export function useProfile(userId: string | null) {
  return useQuery({
    queryKey: ['profile', userId],
    enabled: userId !== null,
    queryFn: async () => {
      const runtime = await loadAuthRuntime();
      return userId ? runtime.getProfile(userId) : null;
    },
    // A missing row is not worth retrying; the menu falls back to the sign-up name.
    retry: false,
  });
}
