import { useSyncExternalStore } from 'react';

/** What a toast says: the outcome of the visitor's latest action. */
export interface ToastMessage {
  type: 'success' | 'error';
  title: string;
  description?: string;
}

type ToasterModule = typeof import('./ToasterView');

/**
 * Toasts load on first use: the toast machinery (Ark's toast, ~8 KB gzip) is not needed to show a page, so it
 * stays out of the initial bundle. A toast asked for early waits until the region listens.
 */
let view: ToasterModule | undefined;
const listeners = new Set<() => void>();
let regionMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  regionMounted = resolve;
});
let loading: Promise<ToasterModule> | undefined;

function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./ToasterView').then(async (module) => {
    view = module;
    listeners.forEach((listener) => listener());
    await mounted;
    return module;
  });
  return loading;
}

/**
 * Every toast reports the outcome of the visitor's latest action, so a new one replaces whatever is
 * showing: with one toast visible at a time, the store would otherwise queue it behind a stale
 * outcome (a wrong password's 'Erro' still on screen after the right one signed in).
 */
export const toaster = {
  create(options: ToastMessage): void {
    void loadToaster().then(({ toastStore }) => {
      toastStore.remove();
      toastStore.create(options);
    });
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Mounted once in the provider; renders the toast region once its module has loaded. Not through
 * React.lazy: a lazy component suspends on its first render even when its module is loaded, and
 * React then holds the region back for 300 ms, which made the first toast 0.4 s late.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribe, () => view, () => undefined);
  if (!loaded) return null;
  return <loaded.ToasterView onReady={regionMounted} />;
}
