import { describe, expect, it } from 'vitest';
import { filteredPageVerdict, firstTapMisses, pageMisses, renderMisses, verdict } from './budgets';

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

describe('filteredPageVerdict', () => {
  const row = { backend: 'postgres', size: 1_000_000, scenario: 'boats: price + 2 spec ranges + option + UF, by year', medianMs: 30, p95Ms: 60 };

  it('holds PostgreSQL at 1M to 30/60 ms, and a search to 50 ms', () => {
    expect(filteredPageVerdict(row)).toBe('pass');
    expect(filteredPageVerdict({ ...row, medianMs: 31, p95Ms: 61 })).toBe('FAIL: median 31.0 ms > 30 ms, p95 61.0 ms > 60 ms');
    expect(filteredPageVerdict({ ...row, scenario: 'boats: the same with search "lancha"', medianMs: 45, p95Ms: 90 })).toBe('pass');
  });

  it('holds PGlite at 100k to 60 ms, and leaves other sizes without a budget', () => {
    expect(filteredPageVerdict({ ...row, backend: 'pglite', size: 100_000, medianMs: 61 })).toBe('FAIL: median 61.0 ms > 60 ms');
    expect(filteredPageVerdict({ ...row, size: 100_000, medianMs: 500 })).toBe('-');
  });
});
