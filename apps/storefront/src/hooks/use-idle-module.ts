import { startTransition, useCallback, useEffect, useState } from 'react';

const loadedModules = new Map<() => Promise<unknown>, unknown>();
const everywhere = () => true;

/**
 * A module kept out of a page's first script: loaded once the page is idle after hydration (where
 * `eager()` says so when that time comes), or as soon as `request()` is called (a buyer reaching for what it renders), whichever
 * comes first. Held in state rather than React.lazy: a lazy component suspends on its first render
 * even when its code is already here, and React holds a suspended reveal back up to 300 ms. A module
 * once loaded is there at once for every later mount (the shop page remounts between categories).
 */
export function useIdleModule<T>(load: () => Promise<T>, eager: () => boolean = everywhere): { module: T | null; request: () => void } {
  const [module, setModule] = useState<T | null>(() => (loadedModules.get(load) as T | undefined) ?? null);
  const request = useCallback(() => {
    load().then(
      (loaded) => {
        loadedModules.set(load, loaded);
        // Rendered as a transition: React can yield to a tap while it builds what the module mounts.
        startTransition(() => setModule(() => loaded));
      },
      // A failed fetch (offline, a deploy replaced the assets) leaves the page as it is; the next request tries again.
      () => undefined,
    );
  }, [load]);
  useEffect(() => {
    if (loadedModules.has(load) || !eager()) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(request, 2000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(request, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, [eager, load, request]);
  return { module, request };
}
