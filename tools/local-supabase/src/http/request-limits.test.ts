import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMITS } from './body-limit.js';
import { DEFAULT_RATE_LIMITS } from './rate-limit.js';
import { generousRateLimits, requestLimits } from './request-limits.js';
import { DEFAULT_CONCURRENCY } from './request-queue.js';

describe('requestLimits', () => {
  it('takes the defaults for the database in use', () => {
    expect(requestLimits({}, 'pglite', {})).toEqual({
      rate: DEFAULT_RATE_LIMITS,
      bodyBytes: DEFAULT_BODY_LIMITS,
      concurrency: DEFAULT_CONCURRENCY.pglite,
    });
    expect(requestLimits({}, 'postgres', {}).concurrency).toEqual(DEFAULT_CONCURRENCY.postgres);
  });

  it('puts options over the environment over the defaults, part by part', () => {
    const limits = requestLimits(
      { rate: { verifyPerAddress: { points: 2, seconds: 60 } }, bodyBytes: { auth: 10 }, concurrency: { queued: 3 } },
      'pglite',
      { SIGNIN_RATE_LIMIT: '7', RATE_LIMIT_VERIFY_PER_ADDRESS: '99' },
    );
    expect(limits.rate.signInPerAddress).toEqual({ points: 7, seconds: 300 });
    expect(limits.rate.verifyPerAddress).toEqual({ points: 2, seconds: 60 });
    expect(limits.rate.emailPerAccount).toEqual(DEFAULT_RATE_LIMITS.emailPerAccount);
    expect(limits.bodyBytes).toEqual({ ...DEFAULT_BODY_LIMITS, auth: 10 });
    expect(limits.concurrency).toEqual({ ...DEFAULT_CONCURRENCY.pglite, queued: 3 });
  });

  it('offers generous rate limits for every rule', () => {
    const generous = generousRateLimits(500);
    expect(Object.keys(generous).sort()).toEqual(Object.keys(DEFAULT_RATE_LIMITS).sort());
    expect(Object.values(generous).every((limit) => limit.points === 500)).toBe(true);
  });
});
