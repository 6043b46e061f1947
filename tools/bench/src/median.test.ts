import { describe, expect, it } from 'vitest';
import { median, medianFields } from './median';

describe('median', () => {
  it('takes the middle value, whatever the order', () => {
    expect(median([71, 58, 64])).toBe(64);
  });

  it('takes the lower middle value of an even count and the only value of one', () => {
    expect(median([90, 40, 60, 80])).toBe(60);
    expect(median([12])).toBe(12);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/No runs/);
  });
});

describe('medianFields', () => {
  it('takes each field from its own median, not from one run', () => {
    const runs = [
      { tbtMs: 100, lcpMs: 3000, name: 'a' },
      { tbtMs: 300, lcpMs: 1000, name: 'b' },
      { tbtMs: 200, lcpMs: 2000, name: 'c' },
    ];
    expect(medianFields(runs, ['tbtMs', 'lcpMs'])).toEqual({ tbtMs: 200, lcpMs: 2000 });
  });
});
