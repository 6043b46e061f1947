import { afterEach, describe, expect, it, vi } from 'vitest';
import { generousRateLimits } from './request-limits.js';
import type { Handler } from './middleware.js';
import { DEFAULT_RATE_LIMITS, rateLimit, rateLimitsFromEnv } from './rate-limit.js';

const ok: Handler = async () => new Response('ok');
const signIn = (email: string) =>
  new Request('http://x/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: 'x' }) });

afterEach(() => vi.useRealTimers());

describe('rateLimit window', () => {
  it('lets an address, and a guesser of an account, in again once their window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const limit = rateLimit(
      { ...generousRateLimits(), signInPerAddress: { points: 3, seconds: 60 }, signInPerAccount: { points: 1, seconds: 300 } },
      'secret',
    );
    const wrongPassword: Handler = async () => new Response('{}', { status: 400 });
    const from = (address: string, email: string, answer = ok) => limit(signIn(email), { peerAddress: address }, answer);
    expect((await from('a', 'x@y.co', wrongPassword)).status).toBe(400);
    const perAccount = await from('a', 'X@Y.co ');
    expect(perAccount.status).toBe(429);
    expect(perAccount.headers.get('retry-after')).toBe('300');
    expect((await from('a', 'z@y.co')).status).toBe(200);
    expect((await from('a', 'w@y.co')).status).toBe(429);
    vi.advanceTimersByTime(61_000);
    expect((await from('a', 'w@y.co')).status).toBe(200);
    expect((await from('a', 'x@y.co')).status).toBe(429);
    vi.advanceTimersByTime(240_000);
    expect((await from('a', 'x@y.co')).status).toBe(200);
  });
});

describe('rateLimitsFromEnv', () => {
  it('reads one variable per rule, count or count/seconds, and the older SIGNIN_RATE_LIMIT', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    const limits = rateLimitsFromEnv({
      SIGNIN_RATE_LIMIT: '500',
      RATE_LIMIT_EMAIL_PER_ACCOUNT: '2/120',
      RATE_LIMIT_VISITOR_WRITES_PER_ADDRESS: '50',
    });
    expect(limits.signInPerAddress).toEqual({ points: 500, seconds: 300 });
    expect(limits.emailPerAccount).toEqual({ points: 2, seconds: 120 });
    expect(limits.visitorWritesPerAddress).toEqual({ points: 50, seconds: 600 });
    expect(rateLimitsFromEnv({ SIGNIN_RATE_LIMIT: '5', RATE_LIMIT_SIGN_IN_PER_ADDRESS: '9' }).signInPerAddress.points).toBe(9);
  });

  it('ignores values that are not a positive count', () => {
    for (const value of ['lots', '0', '-3', '1.5', '']) {
      expect(rateLimitsFromEnv({ SIGNIN_RATE_LIMIT: value }).signInPerAddress).toEqual(DEFAULT_RATE_LIMITS.signInPerAddress);
    }
  });
});
