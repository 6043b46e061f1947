import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_SLOW_DOWN_MS } from '../http/rate-limit.js';
import { FIXTURE_MIGRATIONS } from '../test-support/clients.js';
import { rawRequest } from '../test-support/raw-request.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// Low limits so a flood proves its point in a few requests; every test here comes from 127.0.0.1.
const backends: TestBackend[] = await startTestBackends({
  migrationsDir: FIXTURE_MIGRATIONS,
  limits: {
    rate: {
      signInPerAddress: { points: 6, seconds: 300 },
      signInPerAccount: { points: 2, seconds: 300 },
      emailPerAddress: { points: 3, seconds: 3600 },
      emailPerAccount: { points: 1, seconds: 60 },
      verifyPerAddress: { points: 4, seconds: 300 },
      verifyPerAccount: { points: 2, seconds: 300 },
    },
  },
});
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

describe.each(backends)('auth rate limits on $name', (backend) => {
  const post = (path: string, body: unknown, key = backend.anonKey) =>
    fetch(`${backend.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: key, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const signIn = (email: string) => post('token?grant_type=password', { email, password: 'errada-123' });

  async function expectRefused(response: Response, errorCode: string, msg: string | RegExp): Promise<void> {
    expect(response.status).toBe(429);
    expect(response.headers.get('x-sb-error-code')).toBe(errorCode);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response.json()) as { code: number; error_code: string; msg: string };
    expect(body).toMatchObject({ code: 429, error_code: errorCode });
    expect(body.msg).toMatch(msg);
  }

  it('limits sign-ins per account, whatever the e-mail’s case and spaces, from any address', async () => {
    expect((await signIn('Vitima@Example.com')).status).toBe(400);
    expect((await signIn(' vitima@example.com ')).status).toBe(400);
    await expectRefused(await signIn('VITIMA@example.com'), 'over_request_rate_limit', TOO_MANY);
    expect((await signIn('outra@example.com')).status).toBe(400);
  });

  it('limits sign-ins and sign-ups together per address, as hosted’s sign_in_sign_ups', async () => {
    // four counted so far from this address: three sign-ins above and one refused per account
    expect((await post('signup', { email: 'nova.1@example.com', password: 'Senha-forte-123' })).status).toBe(200);
    expect((await signIn('nova.2@example.com')).status).toBe(400);
    await expectRefused(await post('signup', { email: 'nova.3@example.com', password: 'Senha-forte-123' }), 'over_request_rate_limit', TOO_MANY);
    await expectRefused(await signIn('nova.4@example.com'), 'over_request_rate_limit', TOO_MANY);
    // a body that is not JSON is counted too, and crashes nothing
    await expectRefused(await post('token?grant_type=password', 'email=x'), 'over_request_rate_limit', TOO_MANY);
  });

  it('leaves token refreshes and the secret key alone', async () => {
    expect((await post('token?grant_type=refresh_token', { refresh_token: 'desconhecido' })).status).not.toBe(429);
    expect((await post('token?grant_type=password', { email: 'x@example.com', password: 'x' }, backend.serviceKey)).status).not.toBe(429);
  });

  it('sends one e-mail per account per minute and a few per address', async () => {
    expect((await post('recover', { email: 'esqueci@example.com' })).status).toBe(200);
    await expectRefused(await post('recover', { email: 'Esqueci@example.com' }), 'over_email_send_rate_limit', /^Por segurança, aguarde \d+ segundos antes de pedir outro e-mail\.$/);
    expect((await post('otp', { email: 'codigo@example.com', create_user: false })).status).not.toBe(429);
    await expectRefused(await post('magiclink', { email: 'link@example.com' }), 'over_email_send_rate_limit', /^Muitos e-mails pedidos\./);
    await expectRefused(await post('resend', { email: 'reenvio@example.com', type: 'signup' }), 'over_email_send_rate_limit', /^Muitos e-mails pedidos\./);
  });

  it('limits token verifications per account and per address', async () => {
    const guess = (email: string) => post('verify', { email, token: '000000', type: 'email' });
    expect((await guess('alvo@example.com')).status).not.toBe(429);
    expect((await guess('ALVO@example.com')).status).not.toBe(429);
    await expectRefused(await guess('alvo@example.com'), 'over_request_rate_limit', TOO_MANY);
    const link = await fetch(`${backend.url}/auth/v1/verify?token=000000&type=recovery`, { redirect: 'manual' });
    expect(link.status).not.toBe(429);
    await expectRefused(await guess('outro.alvo@example.com'), 'over_request_rate_limit', TOO_MANY);
  });

  it('keeps a stranger’s wrong passwords from locking the owner out: their own address is refused, the owner is slowed at most', async () => {
    const owner = { email: 'dona.da.conta@example.com', password: 'Senha-da-dona-123' };
    const created = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...owner, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const signInFrom = async (address: string, password: string) => {
      const started = performance.now();
      const answer = await rawRequest(
        backend.url,
        'POST',
        '/auth/v1/token?grant_type=password',
        { apikey: backend.anonKey, 'content-type': 'application/json' },
        JSON.stringify({ email: owner.email, password }),
        address,
      );
      return { status: answer.status, ms: performance.now() - started };
    };

    // the owner has signed in from home before
    expect((await signInFrom('127.0.0.2', owner.password)).status).toBe(200);
    // a stranger guesses from one address until that address is refused for this account
    expect((await signInFrom('127.0.0.3', 'palpite-1')).status).toBe(400);
    expect((await signInFrom('127.0.0.3', 'palpite-2')).status).toBe(400);
    expect((await signInFrom('127.0.0.3', owner.password)).status).toBe(429);
    // and from a second address, so the account itself is under attack
    expect((await signInFrom('127.0.0.4', 'palpite-3')).status).toBe(400);
    expect((await signInFrom('127.0.0.4', 'palpite-4')).status).toBe(400);

    // the owner on a new device gets in, slowed down
    const newDevice = await signInFrom('127.0.0.5', owner.password);
    expect(newDevice.status).toBe(200);
    expect(newDevice.ms).toBeGreaterThanOrEqual(SIGN_IN_SLOW_DOWN_MS);
    // from home, where they signed in before, without the wait
    const home = await signInFrom('127.0.0.2', owner.password);
    expect(home.status).toBe(200);
    expect(home.ms).toBeLessThan(SIGN_IN_SLOW_DOWN_MS);
  });
});
