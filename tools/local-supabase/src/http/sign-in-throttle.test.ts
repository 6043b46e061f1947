import { afterAll, describe, expect, it } from 'vitest';
import { clientFor, FIXTURE_MIGRATIONS } from '../test-support/clients.js';
import { startTestBackends } from '../testing.js';
import type { Handler } from './middleware.js';
import { signInLimitFromEnv, signInThrottle } from './sign-in-throttle.js';

const backends = await startTestBackends({ migrationsDir: FIXTURE_MIGRATIONS, signInRateLimit: 3 });
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe.each(backends)('sign-in throttle on $name', (backend) => {
  it('answers the fourth sign-in within the window with GoTrue 429', async () => {
    const anon = clientFor(backend, backend.anonKey);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await anon.auth.signInWithPassword({ email: 'x@example.com', password: 'errada-123' });
      expect(error?.status).toBe(400);
    }
    const { error } = await anon.auth.signInWithPassword({ email: 'x@example.com', password: 'errada-123' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    const raw = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', password: 'errada-123' }),
    });
    expect(raw.status).toBe(429);
    expect(await raw.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
  });

  it('leaves token refreshes and other endpoints alone', async () => {
    const refresh = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'unknown' }),
    });
    expect(refresh.status).not.toBe(429);
    const rest = await fetch(`${backend.url}/rest/v1/notes?select=id`, { headers: { apikey: backend.anonKey } });
    expect(rest.status).toBe(200);
  });
});

describe('signInThrottle window', () => {
  const ok: Handler = async () => new Response('ok');
  const signIn = (throttle: ReturnType<typeof signInThrottle>, peerAddress: string) =>
    throttle(new Request('http://x/auth/v1/token?grant_type=password', { method: 'POST' }), { peerAddress }, ok);

  it('counts per IP and forgets attempts older than the window', async () => {
    let now = 0;
    const throttle = signInThrottle({ max: 2, windowMs: 1000 }, () => now);
    expect((await signIn(throttle, 'a')).status).toBe(200);
    now = 500;
    expect((await signIn(throttle, 'a')).status).toBe(200);
    expect((await signIn(throttle, 'a')).status).toBe(429);
    expect((await signIn(throttle, 'b')).status).toBe(200);
    now = 1001;
    expect((await signIn(throttle, 'a')).status).toBe(200);
    expect((await signIn(throttle, 'a')).status).toBe(429);
  });

  it('reads the limit from SIGNIN_RATE_LIMIT, 30 per 5 minutes by default', () => {
    expect(signInLimitFromEnv({})).toEqual({ max: 30, windowMs: 300_000 });
    expect(signInLimitFromEnv({ SIGNIN_RATE_LIMIT: '500' })).toEqual({ max: 500, windowMs: 300_000 });
    expect(signInLimitFromEnv({ SIGNIN_RATE_LIMIT: 'lots' })).toEqual({ max: 30, windowMs: 300_000 });
  });
});
