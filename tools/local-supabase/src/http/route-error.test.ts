import { describe, expect, it } from 'vitest';
import { routeError } from './route-error.js';

const spec = { status: 429, code: 'over_request_rate_limit', message: 'Muitas tentativas.', headers: { 'retry-after': '9' } };

describe('routeError', () => {
  it('answers in each API’s own error shape, with CORS and the given headers', async () => {
    const auth = routeError('/auth/v1/token', spec);
    expect(await auth.json()).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Muitas tentativas.' });
    expect(auth.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    const rest = routeError('/rest/v1/leads', spec);
    expect(await rest.json()).toEqual({ code: 'PT429', message: 'Muitas tentativas.', details: null, hint: null });
    const storage = routeError('/storage/v1/object/b/x', spec);
    expect(await storage.json()).toEqual({ statusCode: '429', error: 'over_request_rate_limit', message: 'Muitas tentativas.' });
    const other = routeError('/elsewhere', spec);
    expect(await other.json()).toEqual({ message: 'Muitas tentativas.' });
    for (const response of [auth, rest, storage, other]) {
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('9');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
