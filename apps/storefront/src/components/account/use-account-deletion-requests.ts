import { useQuery } from '@tanstack/react-query';
import { loadAuthRuntime } from '../../auth/auth-store';

export const ACCOUNT_DELETION_REQUESTS_KEY = 'account-deletion-requests';

/** The signed-in user's deletion requests, newest first; nothing is asked while signed out. */
export function useAccountDeletionRequests(userId: string | null) {
  return useQuery({
    queryKey: [ACCOUNT_DELETION_REQUESTS_KEY, userId],
    enabled: userId !== null,
    queryFn: async () => (await loadAuthRuntime()).accountDeletionRequests(),
  });
}
