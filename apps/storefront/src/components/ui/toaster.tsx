import type { CreateToasterReturn } from '@chakra-ui/react';
import { Suspense, lazy, useSyncExternalStore } from 'react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ToasterModule = typeof import('./toaster-view');

/**
 * Toasts load on first use: the toast machinery (~11 KB gzip) is not needed to show a page, so it
 * stays out of the initial bundle. A toast asked for early waits until the region listens.
 */
let requested = false;
const listeners = new Set<() => void>();
let regionMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  regionMounted = resolve;
});
let loading: Promise<ToasterModule> | undefined;

function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster-view').then(async (module) => {
    requested = true;
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
  create(options: ToastOptions): void {
    void loadToaster().then(({ toastStore }) => {
      toastStore.remove();
      toastStore.create(options);
    });
  },
};

const ToasterView = lazy(() => import('./toaster-view').then((module) => ({ default: module.ToasterView })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once in the provider; renders the toast region after the first toast is asked for. */
export function Toaster() {
  const show = useSyncExternalStore(subscribe, () => requested, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView onReady={regionMounted} />
    </Suspense>
  );
}
