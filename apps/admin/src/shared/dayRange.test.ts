import { describe, expect, it } from 'vitest';
import { dayEnd, dayOf, dayStart, lastDayBefore } from './dayRange';

describe('day range filters', () => {
  it('turns a day into the Brasília day it names', () => {
    expect(dayStart('2026-12-01')).toBe('2026-12-01T03:00:00.000Z');
    expect(dayEnd('2026-12-01')).toBe('2026-12-02T03:00:00.000Z');
    expect(dayStart('')).toBeNull();
    expect(dayEnd('not a day')).toBeNull();
  });

  it('reads the days back from the bounds', () => {
    expect(dayOf('2026-12-01T03:00:00.000Z')).toBe('2026-12-01');
    expect(lastDayBefore('2026-12-02T03:00:00.000Z')).toBe('2026-12-01');
    expect(dayOf(undefined)).toBe('');
    // Fixed UTC-3, as dayStart writes it, also for the old summer-time years.
    expect(lastDayBefore(dayEnd('2000-01-31'))).toBe('2000-01-31');
  });
});
