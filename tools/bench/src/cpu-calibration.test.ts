import { describe, expect, it } from 'vitest';
import { cpuMultiplier, recalibration } from './cpu-calibration';

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

describe('recalibration', () => {
  const used = { benchmarkIndex: 2000, multiplier: cpuMultiplier(2000) };

  it('keeps a run whose own reading is within a fifth of the calibration', () => {
    expect(recalibration(used, 1650)).toBeUndefined();
    expect(recalibration(used, 2390)).toBeUndefined();
  });

  it("sets the slowdown from the run's own reading when the host slowed down or sped up", () => {
    expect(recalibration(used, 1000)).toEqual({ benchmarkIndex: 1000, multiplier: 2.29 });
    expect(recalibration(used, 3062.6)).toEqual({ benchmarkIndex: 3063, multiplier: 7 });
  });
});
