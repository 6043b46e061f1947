import { describe, expect, it, vi } from 'vitest';
import { MIN_FILL_MS, untilFilledLongEnough } from './form-timing';

describe('untilFilledLongEnough', () => {
  it('answers at once with the time on the form once the minimum has passed', async () => {
    expect(await untilFilledLongEnough(1000, () => 1000 + MIN_FILL_MS + 2500)).toBe(MIN_FILL_MS + 2500);
  });

  it('waits out the rest of the minimum for a quick person, then reports at least the minimum', async () => {
    vi.useFakeTimers();
    try {
      const now = () => Date.now();
      const openedAt = now() - 1200;
      const sent = untilFilledLongEnough(openedAt, now);
      await vi.advanceTimersByTimeAsync(MIN_FILL_MS - 1200 - 1);
      let settled = false;
      void sent.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await sent).toBe(MIN_FILL_MS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never reports less than the minimum when the rest to wait has a fraction of a millisecond', async () => {
    vi.useFakeTimers();
    try {
      // performance.now() has fractions, and setTimeout drops them: 1 800.6 ms is waited as 1 800.
      const now = () => Date.now();
      const openedAt = now() - 1199.4;
      const sent = untilFilledLongEnough(openedAt, now);
      await vi.advanceTimersByTimeAsync(MIN_FILL_MS);
      expect(await sent).toBeGreaterThanOrEqual(MIN_FILL_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});
