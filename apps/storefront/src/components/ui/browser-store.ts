/**
 * A value kept in this browser (localStorage) that several components show at once: every
 * subscriber hears a write, in this tab and (the storage event) in the others. The snapshot is the
 * stored text itself, stable for useSyncExternalStore; the server's snapshot is ''.
 */
export function browserStore(key: string) {
  const listeners = new Set<() => void>();
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    snapshot: (): string => storage()?.getItem(key) ?? '',
    serverSnapshot: (): string => '',
    write(value: unknown[]) {
      const store = storage();
      if (!store) return;
      if (value.length === 0) store.removeItem(key);
      else store.setItem(key, JSON.stringify(value));
      for (const listener of listeners) listener();
    },
  };
}
