import { GUEST_FAVOURITES_KEY, parseGuestFavourites, toggleGuestFavourite } from '@oneboss/domain';
import type { AuthRuntime } from '../../auth/auth-runtime';

/**
 * A signed-out visitor's hearts, kept in this browser (localStorage) until they sign in; shared by
 * every heart on the page and other tabs (the storage event).
 */
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function subscribeToGuestFavourites(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_FAVOURITES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored text itself, a stable snapshot for useSyncExternalStore. */
export function guestFavouritesSnapshot(): string {
  return storage()?.getItem(GUEST_FAVOURITES_KEY) ?? '';
}

export function readGuestFavourites(): string[] {
  return parseGuestFavourites(guestFavouritesSnapshot() || null);
}

function writeGuestFavourites(ids: string[]) {
  const store = storage();
  if (!store) return;
  if (ids.length === 0) store.removeItem(GUEST_FAVOURITES_KEY);
  else store.setItem(GUEST_FAVOURITES_KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

export function setGuestFavourite(productId: string, favourite: boolean) {
  writeGuestFavourites(toggleGuestFavourite(readGuestFavourites(), productId, favourite));
}

/** Moves the browser's hearts into the signed-in account, then forgets them here. */
export async function mergeGuestFavourites(runtime: AuthRuntime): Promise<void> {
  const ids = readGuestFavourites();
  if (ids.length === 0) return;
  await runtime.addFavourites(ids);
  writeGuestFavourites([]);
}
