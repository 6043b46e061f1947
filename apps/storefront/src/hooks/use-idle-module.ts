import { startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../components/ui/when-idle';

const loadedModules = new Map<() => Promise<unknown>, unknown>();
const requestedModules = new Set<() => Promise<unknown>>();
const everywhere = () => true;

/**
 * A module kept out of a page's first script and its first seconds' work: its code is fetched once the
 * page is idle after hydration (where `eager()` says so when that time comes), and it is handed over,
 * for its caller to mount, only once `request()` is called (a buyer pressing what opens it): what it
 * mounts is work a phone's first seconds should not pay for. Held in state rather than
 * React.lazy: a lazy component suspends on its first render even when its code is already here, and
 * React holds a suspended reveal back up to 300 ms. Once requested, a module is there at once for every
 * later mount of the visit (the shop page remounts between categories with its sheet open).
 */
export function useIdleModule<T>(load: () => Promise<T>, eager: () => boolean = everywhere): { module: T | null; request: () => void } {
  const [module, setModule] = useState<T | null>(() => (requestedModules.has(load) ? ((loadedModules.get(load) as T | undefined) ?? null) : null));
  const fetchCode = useCallback(
    () =>
      load().then((loaded) => {
        loadedModules.set(load, loaded);
        return loaded;
      }),
    [load],
  );
  const request = useCallback(() => {
    requestedModules.add(load);
    fetchCode().then(
      // Rendered as a transition: React can yield to a tap while it builds what the module mounts.
      (loaded) => startTransition(() => setModule(() => loaded)),
      // A failed fetch (offline, a deploy replaced the assets) leaves the page as it is; the next request tries again.
      () => undefined,
    );
  }, [fetchCode, load]);
  useEffect(() => {
    if (loadedModules.has(load) || !eager()) return;
    return whenIdle(() => void fetchCode().catch(() => undefined));
  }, [eager, fetchCode, load]);
  return { module, request };
}
