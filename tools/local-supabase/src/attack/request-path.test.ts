import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_MIGRATIONS } from '../test-support/clients.js';
import { rawRequest } from '../test-support/raw-request.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// Every spelling of the sign-in route below; one more sign-in than that is over the limit.
const SIGN_IN_SPELLINGS = [
  '/auth/v1/%74oken',
  '/auth/v1/%74%6F%6B%65%6E',
  '/auth/v1/%74%6f%6b%65%6e',
  '/auth/v1%2Ftoken',
  '/auth/v1%2ftoken',
  '//auth//v1/token',
  '/auth/v1/token/',
  '/auth/v1/x/../token',
  '/auth/v1/x/%2e%2e/token',
  '/auth/%76%31/./token',
];

const backends: TestBackend[] = await startTestBackends({
  migrationsDir: FIXTURE_MIGRATIONS,
  limits: { rate: { signInPerAddress: { points: SIGN_IN_SPELLINGS.length, seconds: 300 } } },
});
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe.each(backends)('request paths on $name', (backend) => {
  const signIn = (path: string, email: string) =>
    rawRequest(
      backend.url,
      'POST',
      `${path}?grant_type=password`,
      { apikey: backend.anonKey, 'content-type': 'application/json' },
      JSON.stringify({ email, password: 'errada-123' }),
    );

  it('counts a sign-in however its path is spelled, as the router that serves it reads it', async () => {
    for (const [index, path] of SIGN_IN_SPELLINGS.entries()) {
      const answer = await signIn(path, `grafia.${index}@example.com`);
      // served by the sign-in route itself
      expect([path, answer.status, JSON.parse(answer.text).error_code]).toEqual([path, 400, 'invalid_credentials']);
    }
    for (const path of ['/auth/v1/token', ...SIGN_IN_SPELLINGS]) {
      const answer = await signIn(path, 'mais.uma@example.com');
      expect([path, answer.status, answer.headers['x-sb-error-code']]).toEqual([path, 429, 'over_request_rate_limit']);
    }
  });

  it('refuses with 400 JSON a path that cannot be decoded or climbs above the root', async () => {
    for (const path of ['/auth/v1/%E0%A4%A', '/rest/v1/notes%', '/rest/v1/..%2F..%2F..%2F..%2Fetc%2Fpasswd', '/rest/v1/notes%00']) {
      const answer = await rawRequest(backend.url, 'GET', path, { apikey: backend.anonKey });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    const auth = await rawRequest(backend.url, 'GET', '/auth/v1/%E0%A4%A', { apikey: backend.anonKey });
    expect(JSON.parse(auth.text)).toEqual({ code: 400, error_code: 'invalid_path', msg: 'Endereço de requisição inválido.' });
    // literal dot segments are clamped at the root by the URL parser, which leaves no API path
    const clamped = await rawRequest(backend.url, 'GET', '/auth/v1/../../../etc/passwd', { apikey: backend.anonKey });
    expect([clamped.status, JSON.parse(clamped.text)]).toEqual([404, { message: 'Endereço não encontrado.' }]);
  });

  it('serves an encoded REST path as the plain one', async () => {
    const answer = await rawRequest(backend.url, 'GET', '/rest/v1/%6Eotes?select=id&limit=1', { apikey: backend.anonKey });
    expect([answer.status, answer.text]).toEqual([200, '[]']);
  });
});
