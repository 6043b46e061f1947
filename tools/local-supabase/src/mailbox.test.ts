import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DevMailbox, type MailboxMessage } from './mail/dev-mailbox.js';
import { clientFor, FIXTURE_MIGRATIONS } from './test-support/clients.js';
import { startTestBackends, type TestBackend } from './testing.js';

const backends: TestBackend[] = await startTestBackends({ migrationsDir: FIXTURE_MIGRATIONS });
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe('the development mailbox', () => {
  it('prints one line per mail with its recipient, subject and action link', async () => {
    const lines: string[] = [];
    const box = new DevMailbox((line) => lines.push(line));
    await box.send({
      to: 'Ana@Example.com',
      subject: 'Reset Your Password',
      text: 'Reset your password with this code: 123456\n\nOr follow this link: http://127.0.0.1:9/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A4200',
    });
    await box.send({ to: 'bruno@example.com', subject: 'Confirm Reauthentication', text: 'Enter this code to continue: 654321' });
    expect(lines).toEqual([
      'mail to Ana@Example.com "Reset Your Password": http://127.0.0.1:9/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A4200',
      'mail to bruno@example.com "Confirm Reauthentication"',
    ]);
    expect(box.list('ana@example.com').map((message) => message.link)).toEqual([
      'http://127.0.0.1:9/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A4200',
    ]);
    expect(box.list().map((message) => message.to)).toEqual(['bruno@example.com', 'ana@example.com']);
  });
});

describe.each(backends)('the development mailbox on $name', (backend) => {
  const anon = clientFor(backend, backend.anonKey);
  const service = clientFor(backend, backend.serviceKey);

  async function mailTo(email: string, key = backend.serviceKey): Promise<Response> {
    return fetch(`${backend.url}/local/v1/mail?to=${encodeURIComponent(email)}`, { headers: { apikey: key } });
  }

  it('keeps the recovery mail, with a link to where the request asked, for the secret key only', async () => {
    const email = `mailbox-${randomUUID()}@example.com`;
    const created = await service.auth.admin.createUser({ email, password: 'Senha-antiga-1', email_confirm: true });
    expect(created.error).toBeNull();
    const redirectTo = 'http://127.0.0.1:4999/redefinir-senha';
    expect((await anon.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();

    expect((await mailTo(email, backend.anonKey)).status).toBe(403);
    const response = await mailTo(email.toUpperCase());
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail).toMatchObject({ to: email, subject: 'Redefina sua senha da OneBoss' });
    const link = new URL(mail.link ?? '');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
    expect(mail.text).toContain(mail.link);

    const verified = await fetch(link, { redirect: 'manual' });
    expect(verified.status).toBe(303);
    const landing = new URL(verified.headers.get('location') ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe(redirectTo);
    const hash = new URLSearchParams(landing.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('access_token')).toBeTruthy();

    const again = new URL(await fetch(link, { redirect: 'manual' }).then((answer) => answer.headers.get('location') ?? ''));
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('has nothing for an address that received no mail', async () => {
    const response = await mailTo(`nobody-${randomUUID()}@example.com`);
    expect(await response.json()).toEqual({ messages: [] });
  });
});
