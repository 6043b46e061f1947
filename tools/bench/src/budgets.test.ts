import { describe, expect, it } from 'vitest';
import { firstTapMisses, pageMisses, renderMisses, verdict } from './budgets';

describe('pageMisses', () => {
  it('passes a page at every gate', () => {
    expect(pageMisses({ tbtSimulatedMs: 300, cls: 0.02, lcpAppliedMs: 2000, hydratedMs: 3000, bytesBeforeLcp: { gzip: 160 * 1024, budget: 160 * 1024 } })).toEqual([]);
  });

  it('gates only what was measured', () => {
    expect(pageMisses({})).toEqual([]);
    expect(pageMisses({ hydratedMs: 3500 })).toEqual(['hydrated 3.50 s > 3.00 s']);
  });

  it('names every miss', () => {
    expect(pageMisses({ tbtSimulatedMs: 2112, cls: 0.15, lcpAppliedMs: 2130, hydratedMs: 4310, bytesBeforeLcp: { gzip: 205 * 1024, budget: 160 * 1024 } })).toEqual([
      'TBT 2112 ms > 300 ms',
      'CLS 0.15 > 0.02',
      'LCP 2.13 s > 2.00 s',
      'hydrated 4.31 s > 3.00 s',
      '205.0 KB > 160.0 KB before LCP',
    ]);
  });
});

describe('firstTapMisses', () => {
  it('holds the median to 100 ms', () => {
    expect(firstTapMisses(100)).toEqual([]);
    expect(firstTapMisses(322.4)).toEqual(['322.4 ms > 100 ms']);
  });
});

describe('renderMisses', () => {
  it('holds the warm median to 40 ms and the p95 to 80 ms', () => {
    expect(renderMisses({ medianMs: 40, p95Ms: 80 })).toEqual([]);
    expect(renderMisses({ medianMs: 40.4, p95Ms: 120 })).toEqual(['median 40.4 ms > 40 ms', 'p95 120.0 ms > 80 ms']);
  });
});

describe('verdict', () => {
  it('says pass, or FAIL with the misses', () => {
    expect(verdict([])).toBe('pass');
    expect(verdict(['a', 'b'])).toBe('FAIL: a, b');
  });
});
