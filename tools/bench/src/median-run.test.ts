import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run';

describe('medianRun', () => {
  it('takes the run with the middle performance score, whatever the order', () => {
    const runs = [{ performance: 71, id: 'a' }, { performance: 58, id: 'b' }, { performance: 64, id: 'c' }];
    expect(medianRun(runs).id).toBe('c');
  });

  it('takes the lower middle run of an even count and the only run of one', () => {
    expect(medianRun([{ performance: 90 }, { performance: 40 }, { performance: 60 }, { performance: 80 }]).performance).toBe(60);
    expect(medianRun([{ performance: 12 }]).performance).toBe(12);
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow(/No Lighthouse runs/);
  });
});
