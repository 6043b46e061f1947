import { useQueryClient } from '@tanstack/react-query';

/** After a write, the histories on screen re-read the entry the database has just recorded. */
export function useRefreshAudit() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['audit_log'] });
}
