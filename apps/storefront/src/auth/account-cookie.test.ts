import { describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIE, accountCookie, accountOfToken } from './account-cookie';

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: Record<string, unknown>) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.signature`;
const buyer = { sub: 'b1e0c6f2-0000-4000-8000-000000000001', role: 'authenticated', email: 'ana@example.com', exp: NOW / 1000 + 3600, user_metadata: { full_name: 'Ana Lima' } };

describe('the account cookie', () => {
  it('carries the access token to /perfil only, until the session expires', () => {
    expect(accountCookie({ access_token: 'abc.def.ghi', expires_at: NOW / 1000 + 3600 }, { now: NOW, secure: true })).toBe(
      `${ACCOUNT_COOKIE}=abc.def.ghi; Max-Age=3600; Path=/perfil; SameSite=Lax; Secure`,
    );
  });

  it('is cleared on sign-out and for an expired session', () => {
    expect(accountCookie(null, { now: NOW, secure: false })).toBe(`${ACCOUNT_COOKIE}=; Max-Age=0; Path=/perfil; SameSite=Lax`);
    expect(accountCookie({ access_token: 'abc.def.ghi', expires_at: NOW / 1000 - 1 }, { now: NOW, secure: false })).toContain('Max-Age=0');
  });

  it("names the token's account (accents included) while it is unexpired and a signed-in user's", () => {
    expect(accountOfToken(token(buyer), NOW)).toEqual({ id: buyer.sub, email: 'ana@example.com', fullName: 'Ana Lima', avatarUrl: null });
    expect(accountOfToken(token({ ...buyer, user_metadata: { full_name: 'João Ávila' } }), NOW)?.fullName).toBe('João Ávila');
    expect(accountOfToken(token({ ...buyer, exp: NOW / 1000 - 1 }), NOW)).toBeNull();
    expect(accountOfToken(token({ ...buyer, role: 'anon' }), NOW)).toBeNull();
    expect(accountOfToken('not-a-token', NOW)).toBeNull();
    expect(accountOfToken(`x.${Buffer.from('{broken').toString('base64url')}.y`, NOW)).toBeNull();
  });
});
