import { queryOptions } from '@tanstack/react-query';
import { loadAuthRuntime } from '../../auth/auth-store';
import { mergeGuestFavourites } from './guest-favourites';

/**
 * The signed-in buyer's favourites. Both reads first move any hearts given while signed out into
 * the account, so whichever screen asks first after a sign-in does the merge, and reads after it.
 */
export const favouriteIdsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['favourites', userId, 'ids'],
    queryFn: async () => {
      const runtime = await loadAuthRuntime();
      await mergeGuestFavourites(runtime);
      return runtime.favouriteIds();
    },
  });

export const favouritesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['favourites', userId, 'list'],
    queryFn: async () => {
      const runtime = await loadAuthRuntime();
      await mergeGuestFavourites(runtime);
      return runtime.favourites();
    },
  });
