import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStoredSessionAuth } from '../../auth/use-auth';
import { favouriteIdsQuery } from './favourite-queries';
import { useGuestFavouriteIds } from './use-guest-favourite-ids';

/**
 * The visitor's favourite listings, read once for the page (FavouriteIdsSource) and kept here for
 * every heart: a shop page's 24 cards then set up one subscription each instead of a query
 * observer, two store subscriptions and an effect. A store rather than a context: a context's
 * change would reach the sections kept as the server sent them (ServerHtml) and make React render
 * them anew.
 */
const NONE: ReadonlySet<string> = new Set();
let current = NONE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a listing is one of the visitor's favourites; none in the server's HTML. */
export function useIsFavourite(productId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current.has(productId),
    () => false,
  );
}

/**
 * Reads the favourites, on the account when signed in, in this browser otherwise, and hands them to
 * the hearts.
 */
export function FavouriteIdsSource() {
  const auth = useStoredSessionAuth();
  const guestIds = useGuestFavouriteIds();
  const userId = auth.status === 'signed-in' ? (auth.user?.id ?? null) : null;
  const accountIds = useQuery({ ...favouriteIdsQuery(userId ?? ''), enabled: userId !== null });
  const ids = useMemo(() => new Set(userId ? (accountIds.data ?? []) : guestIds), [userId, accountIds.data, guestIds]);

  useEffect(() => {
    current = ids;
    for (const listener of listeners) listener();
  }, [ids]);
  return null;
}
