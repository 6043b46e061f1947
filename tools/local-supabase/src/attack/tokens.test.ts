import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signedIn, type Session } from '../test-support/sessions.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// The project's own schema: profiles are the rows a signed-in user owns.
// No reuse interval: a used refresh token presented again is always a replay here.
const backends: TestBackend[] = await startTestBackends({ refreshTokenReuseSeconds: 0 });
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JWT as GoTrue issues them, signed with whatever secret the caller holds. */
function jwt(payload: Record<string, unknown>, secret: string, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe.each(backends)('tokens on $name', (backend) => {
  const serviceHeaders = { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}`, 'content-type': 'application/json' };

  const confirmedUser = () => signedIn(backend, false);

  const asBearer = (token: string, extra: Record<string, string> = {}) => ({ apikey: backend.anonKey, authorization: `Bearer ${token}`, ...extra });
  const claims = (user: Session, extra: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return { sub: user.userId, email: user.email, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, ...extra };
  };

  it('refuses a token signed with another secret, whatever role it claims', async () => {
    const user = await confirmedUser();
    for (const role of ['authenticated', 'service_role']) {
      const forged = jwt(claims(user, { role }), randomBytes(32).toString('hex'));
      const rest = await fetch(`${backend.url}/rest/v1/profiles?select=id`, { headers: asBearer(forged) });
      expect([rest.status, role]).toEqual([401, role]);
      const auth = await fetch(`${backend.url}/auth/v1/user`, { headers: asBearer(forged) });
      expect([auth.status, role]).toEqual([403, role]);
    }
  });

  it('refuses an unsigned token (alg none) and a token whose signature was stripped', async () => {
    const user = await confirmedUser();
    const unsigned = `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims(user, { role: 'service_role' })))}.`;
    const stripped = `${user.accessToken.split('.').slice(0, 2).join('.')}.`;
    for (const token of [unsigned, stripped]) {
      const rest = await fetch(`${backend.url}/rest/v1/leads?select=id`, { headers: asBearer(token) });
      expect(rest.status).toBe(401);
    }
  });

  it('refuses an expired token even when its signature is right', async () => {
    const user = await confirmedUser();
    const expired = jwt(claims(user, { iat: 1_700_000_000, exp: 1_700_003_600 }), backend.jwtSecret);
    const rest = await fetch(`${backend.url}/rest/v1/profiles?select=id`, { headers: asBearer(expired) });
    expect(rest.status).toBe(401);
    const auth = await fetch(`${backend.url}/auth/v1/user`, { headers: asBearer(expired) });
    expect(auth.status).toBe(403);
  });

  it('never takes a role from the apikey header: a JWT there is no service key', async () => {
    const user = await confirmedUser();
    const forgedKey = jwt(claims(user, { role: 'service_role' }), randomBytes(32).toString('hex'));
    const response = await fetch(`${backend.url}/rest/v1/leads?select=id`, { headers: { apikey: forgedKey } });
    expect(response.status).toBe(401);
  });

  it('lets a refresh token be used once: a replay gets no session and revokes the one it was stolen from', async () => {
    const user = await confirmedUser();
    const refresh = () =>
      fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: user.refreshToken }),
      });
    const first = await refresh();
    expect(first.status).toBe(200);
    const rotated = ((await first.json()) as { refresh_token: string }).refresh_token;
    const replay = await refresh();
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error_code: string }).error_code).toBe('refresh_token_already_used');
    // The replay revoked the session: the token the legitimate holder got is dead too.
    const afterReplay = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: rotated }),
    });
    expect(afterReplay.status).toBe(400);
  });

  it('ends a session on sign-out: its refresh token and its access token no longer open it', async () => {
    const user = await confirmedUser();
    const logout = await fetch(`${backend.url}/auth/v1/logout?scope=global`, { method: 'POST', headers: asBearer(user.accessToken) });
    expect(logout.status).toBe(204);
    const refresh = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: user.refreshToken }),
    });
    expect(refresh.status).toBe(400);
    const me = await fetch(`${backend.url}/auth/v1/user`, { headers: asBearer(user.accessToken) });
    expect(me.status).toBe(403);
  });

  it("keeps each user to their own profile: another user's row can be neither read, written nor claimed", async () => {
    const [owner, intruder] = [await confirmedUser(), await confirmedUser()];
    const json = { 'content-type': 'application/json', prefer: 'return=representation' };
    const own = await fetch(`${backend.url}/rest/v1/profiles`, {
      method: 'POST',
      headers: asBearer(owner.accessToken, json),
      body: JSON.stringify({ id: owner.userId, full_name: 'Dona do perfil', estado: 'SP' }),
    });
    expect(own.status).toBe(201);

    const read = await fetch(`${backend.url}/rest/v1/profiles?select=id,full_name&id=eq.${owner.userId}`, { headers: asBearer(intruder.accessToken) });
    await expect(read.json()).resolves.toEqual([]);
    const update = await fetch(`${backend.url}/rest/v1/profiles?id=eq.${owner.userId}`, {
      method: 'PATCH',
      headers: asBearer(intruder.accessToken, json),
      body: JSON.stringify({ full_name: 'Invasor' }),
    });
    await expect(update.json()).resolves.toEqual([]);
    const claim = await fetch(`${backend.url}/rest/v1/profiles`, {
      method: 'POST',
      headers: asBearer(intruder.accessToken, json),
      body: JSON.stringify({ id: owner.userId, full_name: 'Invasor' }),
    });
    expect([401, 403, 409]).toContain(claim.status);
    const forged = jwt(claims(intruder, { sub: owner.userId }), randomBytes(32).toString('hex'));
    const impersonated = await fetch(`${backend.url}/rest/v1/profiles?select=full_name`, { headers: asBearer(forged) });
    expect(impersonated.status).toBe(401);

    const stored = await fetch(`${backend.url}/rest/v1/profiles?select=full_name&id=eq.${owner.userId}`, { headers: serviceHeaders });
    await expect(stored.json()).resolves.toEqual([{ full_name: 'Dona do perfil' }]);
  });
});
