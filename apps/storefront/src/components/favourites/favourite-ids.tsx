import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getAuthState, loadAuthRuntime, subscribeToAuth } from '../../auth/auth-store';
import { hasStoredSession } from '../../auth/stored-session';
import { favouriteIdsQuery } from './favourite-queries';
import { useGuestFavouriteIds } from './use-guest-favourite-ids';

const FavouriteIdsContext = createContext<ReadonlySet<string> | null>(null);

/**
 * The visitor's favourite listings, read once for the page: on the account when signed in, in this
 * browser otherwise. Every heart reads them from here, so a shop page's 24 cards set up no query
 * observer, store subscription or effect of their own after hydration. The auth code loads only
 * for a browser that holds a session, so a signed-out visitor's pages stay without it.
 */
export function FavouriteIdsProvider({ children }: { children: ReactNode }) {
  const auth = useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
  const guestIds = useGuestFavouriteIds();

  useEffect(() => {
    if (hasStoredSession()) loadAuthRuntime().catch((error: unknown) => console.error('Auth could not start', error));
  }, []);

  const userId = auth.status === 'signed-in' ? (auth.user?.id ?? null) : null;
  const accountIds = useQuery({ ...favouriteIdsQuery(userId ?? ''), enabled: userId !== null });
  const ids = useMemo(() => new Set(userId ? (accountIds.data ?? []) : guestIds), [userId, accountIds.data, guestIds]);
  return <FavouriteIdsContext value={ids}>{children}</FavouriteIdsContext>;
}

export function useFavouriteIds(): ReadonlySet<string> {
  const ids = useContext(FavouriteIdsContext);
  if (!ids) throw new Error('useFavouriteIds needs a FavouriteIdsProvider above it');
  return ids;
}
