import { describe, expect, it } from 'vitest';
import { cpuMultiplier } from './cpu-calibration';

describe('cpuMultiplier', () => {
  it('slows a 1 750 host 4x, as Lighthouse does by default', () => {
    expect(cpuMultiplier(1750)).toBe(4);
  });

  it('slows a faster host more, so both emulate the same phone', () => {
    expect(cpuMultiplier(2132)).toBe(4.87);
  });

  it('never speeds up a host slower than the reference phone', () => {
    expect(cpuMultiplier(300)).toBe(1);
  });
});
