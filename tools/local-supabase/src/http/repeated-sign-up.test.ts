import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../mail/read-mailbox.js';
import { FIXTURE_MIGRATIONS } from '../test-support/clients.js';
import { startTestBackends, type TestBackend } from '../testing.js';

const backends: TestBackend[] = await startTestBackends({ migrationsDir: FIXTURE_MIGRATIONS });
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

interface SignUpAnswer {
  id: string;
  email: string;
  identities: unknown[];
  user_metadata: Record<string, unknown>;
  access_token?: string;
}

describe.each(backends)('repeated sign-up on $name', (backend) => {
  const json = { apikey: backend.anonKey, 'content-type': 'application/json' };
  const signUp = (email: string, password: string, data: Record<string, unknown> = {}) =>
    fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, data }) });
  const signIn = (email: string, password: string) =>
    fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });

  it('answers a new e-mail with its new, unconfirmed account and a confirmation mail', async () => {
    const email = `nova.${randomBytes(4).toString('hex')}@example.com`;
    const answer = await signUp(email, 'Senha-nova-123', { full_name: 'Nova' });
    expect(answer.status).toBe(200);
    const user = (await answer.json()) as SignUpAnswer;
    expect(user.access_token).toBeUndefined();
    expect(user.identities).toHaveLength(1);
    expect((await readMailbox(backend.url, backend.serviceKey, email)).map((mail) => mail.subject)).toEqual(['Confirme seu cadastro na OneBoss']);
  });

  it('answers an e-mail that has an account as if it were new, and changes nothing', async () => {
    const email = `existente.${randomBytes(4).toString('hex')}@example.com`;
    const created = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { ...json, apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}` },
      body: JSON.stringify({ email, password: 'Senha-dona-123', email_confirm: true }),
    });
    const { id } = (await created.json()) as { id: string };

    const answer = await signUp(email.toUpperCase(), 'Senha-intrusa-123', { full_name: 'Intrusa' });
    expect(answer.status).toBe(200);
    const standIn = (await answer.json()) as SignUpAnswer;
    expect(standIn).toMatchObject({ email, identities: [], user_metadata: { full_name: 'Intrusa' } });
    expect(standIn.id).not.toBe(id);
    expect(standIn.access_token).toBeUndefined();

    expect(await readMailbox(backend.url, backend.serviceKey, email)).toEqual([]);
    expect((await signIn(email, 'Senha-intrusa-123')).status).toBe(400);
    expect((await signIn(email, 'Senha-dona-123')).status).toBe(200);
  });

  it('answers a second sign-up of an unconfirmed e-mail the same way, without a second mail', async () => {
    const email = `pendente.${randomBytes(4).toString('hex')}@example.com`;
    expect((await signUp(email, 'Senha-primeira-1')).status).toBe(200);
    const again = await signUp(email, 'Senha-segunda-2');
    expect(again.status).toBe(200);
    expect(((await again.json()) as SignUpAnswer).identities).toEqual([]);
    expect(await readMailbox(backend.url, backend.serviceKey, email)).toHaveLength(1);
  });
});
