import { useMemo, useSyncExternalStore } from 'react';
import { parseGuestFavourites } from '@oneboss/domain';
import { guestFavouritesSnapshot, subscribeToGuestFavourites } from './guest-favourites';

/** A signed-out visitor's hearts in this browser, newest first; none in the server's HTML. */
export function useGuestFavouriteIds(): string[] {
  const stored = useSyncExternalStore(subscribeToGuestFavourites, guestFavouritesSnapshot, () => '');
  return useMemo(() => parseGuestFavourites(stored || null), [stored]);
}
