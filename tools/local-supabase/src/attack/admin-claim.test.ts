import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../mail/read-mailbox.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// The project's own schema: admin rights are e-mails listed in admin_permissions, granted here
// before anyone owns an account with them.
const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe.each(backends)('claiming an admin e-mail on $name', (backend) => {
  const json = { apikey: backend.anonKey, 'content-type': 'application/json' };
  const service = { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}`, 'content-type': 'application/json' };
  const bearer = (token: string) => ({ ...json, authorization: `Bearer ${token}` });

  async function grant(email: string): Promise<void> {
    const granted = await fetch(`${backend.url}/rest/v1/admin_permissions`, { method: 'POST', headers: service, body: JSON.stringify({ email }) });
    expect(granted.status).toBe(201);
  }

  async function signIn(email: string, password: string): Promise<{ status: number; accessToken?: string; code?: string }> {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
    const body = (await response.json()) as { access_token?: string; error_code?: string };
    return { status: response.status, accessToken: body.access_token, code: body.error_code };
  }

  async function isAdmin(accessToken: string): Promise<unknown> {
    const response = await fetch(`${backend.url}/rest/v1/rpc/is_current_user_admin`, { method: 'POST', headers: bearer(accessToken), body: '{}' });
    return response.json();
  }

  /** Every code and link in the mails to `email`: what whoever reads that mailbox holds. */
  async function mailboxSecrets(email: string): Promise<{ codes: string[]; links: string[] }> {
    const mails = await readMailbox(backend.url, backend.serviceKey, email);
    return {
      codes: mails.flatMap((mail) => mail.text.match(/\b\d{6}\b/g) ?? []),
      links: mails.flatMap((mail) => (mail.link ? [mail.link] : [])),
    };
  }

  it('gives a sign-up with an admin e-mail no session and no rights until the mailbox owner confirms it', async () => {
    const claimed = `chefe.${randomBytes(4).toString('hex')}@example.com`;
    await grant(claimed);
    const password = `Senha-${randomBytes(8).toString('hex')}`;

    const signUp = await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email: claimed, password }) });
    expect(signUp.status).toBe(200);
    expect(((await signUp.json()) as { access_token?: string }).access_token).toBeUndefined();
    expect(await signIn(claimed, password)).toEqual({ status: 400, accessToken: undefined, code: 'email_not_confirmed' });
    const mailbox = await fetch(`${backend.url}/local/v1/mail?to=${encodeURIComponent(claimed)}`, { headers: { apikey: backend.anonKey } });
    expect(mailbox.status).toBe(403);

    // Only the mailbox holds the link; following it is what makes the address count.
    const { links } = await mailboxSecrets(claimed);
    const landing = new URL((await fetch(links[0], { redirect: 'manual' })).headers.get('location') ?? '');
    const ownerToken = new URLSearchParams(landing.hash.slice(1)).get('access_token') ?? '';
    expect(await isAdmin(ownerToken)).toBe(true);
  });

  it('leaves the e-mail and the rights alone when a customer changes to an admin e-mail, until the new address confirms', async () => {
    const customer = `cliente.${randomBytes(4).toString('hex')}@example.com`;
    const password = `Senha-${randomBytes(8).toString('hex')}`;
    const created = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ email: customer, password, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const claimed = `gerente.${randomBytes(4).toString('hex')}@example.com`;
    await grant(claimed);
    const { accessToken = '' } = await signIn(customer, password);

    const change = await fetch(`${backend.url}/auth/v1/user`, { method: 'PUT', headers: bearer(accessToken), body: JSON.stringify({ email: claimed }) });
    expect(change.status).toBe(200);
    expect(((await change.json()) as { email: string }).email).toBe(customer);

    // The customer tries every code and link their own mailbox received, for either address.
    const own = await mailboxSecrets(customer);
    for (const token of own.codes) {
      for (const email of [customer, claimed]) {
        const verified = await fetch(`${backend.url}/auth/v1/verify`, { method: 'POST', headers: json, body: JSON.stringify({ type: 'email_change', email, token }) });
        expect(verified.status).toBe(403);
      }
    }
    for (const link of own.links) await fetch(link, { redirect: 'manual' });

    const fresh = await signIn(customer, password);
    expect(fresh.status).toBe(200);
    expect(await isAdmin(fresh.accessToken ?? '')).toBe(false);
    expect(await isAdmin(accessToken)).toBe(false);
    const user = await fetch(`${backend.url}/auth/v1/user`, { headers: bearer(fresh.accessToken ?? '') });
    expect(((await user.json()) as { email: string }).email).toBe(customer);

    // The new address's owner confirms: the change happens and the grant applies, even to the old token.
    const { links } = await mailboxSecrets(claimed);
    expect(links).toHaveLength(1);
    expect((await fetch(links[0], { redirect: 'manual' })).status).toBe(303);
    expect(await isAdmin(accessToken)).toBe(true);
    expect((await signIn(claimed, password)).status).toBe(200);
  });
});
