import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAuthState, loadAuthRuntime, subscribeToAuth } from '../../auth/auth-store';
import { hasStoredSession } from '../../auth/stored-session';
import { favouriteIdsQuery } from './favourite-queries';
import { setGuestFavourite } from './guest-favourites';
import { useGuestFavouriteIds } from './use-guest-favourite-ids';

/**
 * Whether a listing is one of the visitor's favourites, and the toggle: on the account when signed
 * in, in this browser otherwise. The auth code loads only for a browser that holds a session, so
 * a signed-out visitor's product page stays without it.
 */
export function useFavourite(productId: string) {
  const auth = useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
  const guestIds = useGuestFavouriteIds();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (hasStoredSession()) loadAuthRuntime().catch((error: unknown) => console.error('Auth could not start', error));
  }, []);

  const userId = auth.status === 'signed-in' ? (auth.user?.id ?? null) : null;
  const ids = useQuery({ ...favouriteIdsQuery(userId ?? ''), enabled: userId !== null });
  const favourite = userId ? (ids.data ?? []).includes(productId) : guestIds.includes(productId);

  /** Sets the heart; answers where it was kept ('account' or 'browser'). */
  async function set(next: boolean): Promise<'account' | 'browser'> {
    if (hasStoredSession() && getAuthState().status === 'loading') await loadAuthRuntime();
    const signedIn = getAuthState().status === 'signed-in' ? getAuthState().user?.id : null;
    if (!signedIn) {
      setGuestFavourite(productId, next);
      return 'browser';
    }
    setBusy(true);
    try {
      const runtime = await loadAuthRuntime();
      if (next) await runtime.addFavourites([productId]);
      else await runtime.removeFavourite(productId);
      queryClient.setQueryData(favouriteIdsQuery(signedIn).queryKey, (old: string[] | undefined) =>
        next ? [productId, ...(old ?? []).filter((id) => id !== productId)] : (old ?? []).filter((id) => id !== productId),
      );
      await queryClient.invalidateQueries({ queryKey: ['favourites', signedIn, 'list'] });
      return 'account';
    } finally {
      setBusy(false);
    }
  }

  return { favourite, busy, set };
}
