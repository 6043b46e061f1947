import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstViewReady } from './firstViewReady';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;
const routerLoading = (load: () => Promise<void>) => ({ load }) as unknown as AppRouter;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('firstViewReady', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the route to load and then for every read in flight to settle', async () => {
    const queryClient = new QueryClient();
    const route = deferred();
    const list = deferred();
    void queryClient.prefetchQuery({ queryKey: ['list'], queryFn: () => list.promise.then(() => 'cards') });
    let ready = false;
    void firstViewReady(routerLoading(() => route.promise), queryClient).then(() => (ready = true));

    route.resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(ready).toBe(false);
    list.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
  });

  it('resolves at once when the route has loaded and nothing is being read', async () => {
    let ready = false;
    void firstViewReady(routerLoading(() => Promise.resolve()), new QueryClient()).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
  });

  it('a failed route load still lets the page render (it shows its own error)', async () => {
    let ready = false;
    void firstViewReady(routerLoading(() => Promise.reject(new Error('offline'))), new QueryClient()).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
  });

  it('holds the static shell at most 1.5 s behind a slow backend', async () => {
    const queryClient = new QueryClient();
    void queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    let ready = false;
    void firstViewReady(routerLoading(() => Promise.resolve()), queryClient).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });
});
