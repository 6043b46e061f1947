import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getAuthState, loadAuthRuntime } from '../../auth/auth-store';
import { hasStoredSession } from '../../auth/stored-session';
import { favouriteIdsQuery } from './favourite-queries';
import { useIsFavourite } from './favourite-ids';
import { setGuestFavourite } from './guest-favourites';

/**
 * Whether a listing is one of the visitor's favourites (FavouriteIdsSource), and the toggle: on
 * the account when signed in, in this browser otherwise.
 */
export function useFavourite(productId: string) {
  const favourite = useIsFavourite(productId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

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
