export interface ReadThrottleOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spaces reads at least `intervalMs` apart (1500 ms for category reads): a read
 * asked for sooner waits out the rest of the interval instead of hitting the server at once.
 */
export function createReadThrottle(intervalMs: number, { now = Date.now, sleep = realSleep }: ReadThrottleOptions = {}) {
  let nextAllowed = 0;
  return async function throttled<T>(read: () => Promise<T>): Promise<T> {
    const start = Math.max(now(), nextAllowed);
    nextAllowed = start + intervalMs;
    const wait = start - now();
    if (wait > 0) await sleep(wait);
    return read();
  };
}
