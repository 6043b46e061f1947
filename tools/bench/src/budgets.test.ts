import { describe, expect, it } from 'vitest';
import { lighthouseMisses, renderMisses, verdict } from './budgets';

const perfect = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, lcpMs: 1200 };

describe('lighthouseMisses', () => {
  it('passes a run at every budget', () => {
    expect(lighthouseMisses({ ...perfect, performance: 98, cls: 0.02, lcpMs: 2000 }, 'HTTP/2 + TLS (as hosted)')).toEqual([]);
  });

  it('asks more performance as hosted than on plain HTTP/1.1', () => {
    const run = { ...perfect, performance: 96 };
    expect(lighthouseMisses(run, 'HTTP/1.1 (Node host)')).toEqual([]);
    expect(lighthouseMisses(run, 'HTTP/2 + TLS (as hosted)')).toEqual(['performance 96 < 98']);
  });

  it('names every miss', () => {
    const run = { performance: 80, accessibility: 96, bestPractices: 92, seo: 91, cls: 0.15, lcpMs: 3250 };
    expect(lighthouseMisses(run, 'HTTP/1.1 (Node host)')).toEqual([
      'performance 80 < 95',
      'accessibility 96 < 100',
      'best practices 92 < 100',
      'SEO 91 < 100',
      'CLS 0.15 > 0.02',
      'LCP 3.3 s > 2.0 s',
    ]);
  });
});

describe('renderMisses', () => {
  it('holds the median to 50 ms and the p95 to 100 ms', () => {
    expect(renderMisses({ medianMs: 50, p95Ms: 100 })).toEqual([]);
    expect(renderMisses({ medianMs: 50.4, p95Ms: 120 })).toEqual(['median 50.4 ms > 50 ms', 'p95 120.0 ms > 100 ms']);
  });
});

describe('verdict', () => {
  it('says pass, or FAIL with the misses', () => {
    expect(verdict([])).toBe('pass');
    expect(verdict(['a', 'b'])).toBe('FAIL: a, b');
  });
});
