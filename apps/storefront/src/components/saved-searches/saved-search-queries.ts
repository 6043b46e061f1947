import { queryOptions } from '@tanstack/react-query';
import { loadAuthRuntime } from '../../auth/auth-store';

export const savedSearchesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['saved-searches', userId],
    queryFn: async () => (await loadAuthRuntime()).savedSearches(),
  });

// Under the list's key, so whatever refreshes the list (a save, a rename, a deletion) refreshes this too.
export const savedSearchHrefsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['saved-searches', userId, 'hrefs'],
    queryFn: async () => (await loadAuthRuntime()).savedSearchHrefs(),
  });

export const favouriteAlertsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['favourite-alerts', userId],
    queryFn: async () => (await loadAuthRuntime()).favouriteAlerts(),
  });

/** The pt-BR text of a refusal from libs/data, else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  const text = (error as { userMessage?: unknown } | null)?.userMessage;
  return typeof text === 'string' && text ? text : fallback;
}
