import { describe, expect, it } from 'vitest';
import type { Handler } from './middleware.js';
import { otpAttempts } from './otp-attempts.js';

/** Lite's verify for one account: the current code signs in, anything else is `otp_expired`. */
function verifier(email: string) {
  const state = { code: '123456' as string | null, calls: 0, dropped: [] as string[] };
  const handler: Handler = async (request) => {
    state.calls += 1;
    const body = (await request.json()) as { email: string; token: string };
    if (state.code && body.email.toLowerCase() === email && body.token === state.code) {
      state.code = null;
      return Response.json({ access_token: 'sessão' });
    }
    return Response.json({ code: 403, error_code: 'otp_expired', msg: 'Email link is invalid or has expired' }, { status: 403 });
  };
  const dropCodes = async (dropped: string) => {
    state.dropped.push(dropped);
    state.code = null;
  };
  return { state, handler, dropCodes };
}

const verify = (body: unknown, init: RequestInit = {}) =>
  new Request('http://x/auth/v1/verify', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, ...init });
const context = { peerAddress: '127.0.0.1' };

describe('otpAttempts', () => {
  it('drops the codes at the fifth wrong one, so the right code fails too; a new code then works', async () => {
    const { state, handler, dropCodes } = verifier('ana@example.com');
    const guard = otpAttempts({ maxFailures: 5, windowSeconds: 3600 }, dropCodes);
    for (const token of ['000001', '000002', '000003', '000004']) {
      expect((await guard(verify({ type: 'recovery', email: 'ana@example.com', token }), context, handler)).status).toBe(403);
    }
    expect(state.dropped).toEqual([]);
    expect((await guard(verify({ type: 'magiclink', email: ' ANA@example.com ', token: '000005' }), context, handler)).status).toBe(403);
    expect(state.dropped).toEqual(['ana@example.com']);
    expect((await guard(verify({ type: 'recovery', email: 'ana@example.com', token: '123456' }), context, handler)).status).toBe(403);

    state.code = '654321';
    for (const token of ['000006', '000007', '000008']) {
      expect((await guard(verify({ type: 'recovery', email: 'ana@example.com', token }), context, handler)).status).toBe(403);
    }
    expect((await guard(verify({ type: 'recovery', email: 'ana@example.com', token: '654321' }), context, handler)).status).toBe(200);
  });

  it('clears the count on a right code and counts each e-mail on its own', async () => {
    const { state, handler, dropCodes } = verifier('ana@example.com');
    const guard = otpAttempts({ maxFailures: 2, windowSeconds: 3600 }, dropCodes);
    expect((await guard(verify({ type: 'email', email: 'ana@example.com', token: '000001' }), context, handler)).status).toBe(403);
    expect((await guard(verify({ type: 'email', email: 'ana@example.com', token: '123456' }), context, handler)).status).toBe(200);
    state.code = '111111';
    expect((await guard(verify({ type: 'email', email: 'ana@example.com', token: '000002' }), context, handler)).status).toBe(403);
    expect((await guard(verify({ type: 'email', email: 'bia@example.com', token: '000003' }), context, handler)).status).toBe(403);
    expect(state.dropped).toEqual([]);
    expect((await guard(verify({ type: 'email', email: 'ana@example.com', token: '111111' }), context, handler)).status).toBe(200);
  });

  it('lets no more than the cap of parallel guesses reach the server, and refuses the rest in GoTrue shape', async () => {
    const { state, handler, dropCodes } = verifier('ana@example.com');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = 0;
    // Answers nothing until every refusal is out; a sixth guess reaching it ends the wait at once.
    const slow: Handler = async (request, ctx) => {
      entered += 1;
      if (entered > 5) release();
      await held;
      return handler(request, ctx);
    };
    const guard = otpAttempts({ maxFailures: 5, windowSeconds: 3600 }, dropCodes);
    const refused: Response[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const token = String(index).padStart(6, '0');
        const response = await guard(verify({ type: 'recovery', email: 'ana@example.com', token }), context, slow);
        if (refused.length < 15) refused.push(response);
        if (refused.length === 15) release();
      }),
    );
    expect(state.calls).toBe(5);
    expect(state.dropped).toEqual(['ana@example.com']);
    expect(refused.map((response) => response.status)).toEqual(Array(15).fill(403));
    expect(refused[0].headers.get('x-sb-error-code')).toBe('otp_expired');
    expect(await refused[0].json()).toEqual({ code: 403, error_code: 'otp_expired', msg: 'Código inválido ou expirado. Peça um novo e-mail.' });
  });

  it('leaves link verifications (token hash) and other requests uncounted', async () => {
    const { state, dropCodes } = verifier('ana@example.com');
    const passed: Handler = async () => new Response(null, { status: 403 });
    const guard = otpAttempts({ maxFailures: 1, windowSeconds: 3600 }, dropCodes);
    const others = [
      verify({ type: 'recovery', email: 'ana@example.com', token: '000001', token_hash: 'a'.repeat(64) }),
      new Request('http://x/auth/v1/verify?type=recovery&token=abc'),
      new Request('http://x/auth/v1/verify', { method: 'POST', body: 'não é json' }),
      new Request('http://x/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'ana@example.com', token: '1' }) }),
    ];
    for (const request of [...others, ...others]) expect((await guard(request, context, passed)).status).toBe(403);
    expect(state.dropped).toEqual([]);
  });
});
