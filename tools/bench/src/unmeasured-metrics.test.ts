import { describe, expect, it } from 'vitest';
import { unmeasuredMetrics } from './unmeasured-metrics';

const measured = {
  categories: { performance: { score: 0.73 } },
  audits: {
    'first-contentful-paint': { numericValue: 1213 },
    'largest-contentful-paint': { numericValue: 2510 },
    'total-blocking-time': { numericValue: 1309 },
    'cumulative-layout-shift': { numericValue: 0 },
    'speed-index': { numericValue: 2100 },
  },
};

describe('unmeasuredMetrics', () => {
  it('accepts a run with every metric and a score, even a score of 0 and a CLS of 0', () => {
    expect(unmeasuredMetrics(measured)).toBeNull();
    expect(unmeasuredMetrics({ ...measured, categories: { performance: { score: 0 } } })).toBeNull();
  });

  it('names the metric Lighthouse could not compute, with its error', () => {
    const audits = { ...measured.audits, 'total-blocking-time': { errorMessage: 'Required TraceEngine gatherer did not run.' } };
    expect(unmeasuredMetrics({ categories: { performance: { score: null } }, audits })).toBe(
      'total-blocking-time: Required TraceEngine gatherer did not run.',
    );
  });

  it('refuses a run without a performance score or with a missing audit', () => {
    expect(unmeasuredMetrics({ ...measured, categories: { performance: { score: null } } })).toBe('performance: no score');
    const { 'speed-index': _dropped, ...audits } = measured.audits;
    expect(unmeasuredMetrics({ ...measured, audits })).toBe('speed-index: no value');
  });
});
