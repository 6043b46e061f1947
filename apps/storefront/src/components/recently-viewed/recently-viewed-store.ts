import { RECENTLY_VIEWED_KEY, parseRecentlyViewed, recordRecentlyViewed } from '@oneboss/domain';
import { useSyncExternalStore } from 'react';
import { browserStore } from '../ui/browser-store';

/** The listings viewed lately in this browser, newest first (at most twelve). */
const store = browserStore(RECENTLY_VIEWED_KEY);

export function useRecentlyViewedIds(): string[] {
  const text = useSyncExternalStore(store.subscribe, store.snapshot, store.serverSnapshot);
  return parseRecentlyViewed(text || null);
}

export function recordView(productId: string) {
  store.write(recordRecentlyViewed(parseRecentlyViewed(store.snapshot() || null), productId));
}
