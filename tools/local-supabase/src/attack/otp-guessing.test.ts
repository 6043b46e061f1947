import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { OTP_EXPIRY_SECONDS } from '../lite-app.js';
import { readMailbox } from '../mail/read-mailbox.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// Per-address limits stay generous here (every request comes from 127.0.0.1): what is tested is
// the cap on wrong codes per e-mail, which holds whichever addresses the guesses come from.
const backends: TestBackend[] = await startTestBackends();
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

describe.each(backends)('one-time code guessing on $name', (backend) => {
  const json = { apikey: backend.anonKey, 'content-type': 'application/json' };
  const service = { apikey: backend.serviceKey, authorization: `Bearer ${backend.serviceKey}`, 'content-type': 'application/json' };

  async function confirmedUser(): Promise<{ email: string; password: string }> {
    const email = `vitima.${randomBytes(4).toString('hex')}@example.com`;
    const password = `Senha-${randomBytes(8).toString('hex')}`;
    const created = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    return { email, password };
  }

  /** The 6-digit code of the newest mail to `email`. */
  async function newestCode(email: string): Promise<string> {
    const [mail] = await readMailbox(backend.url, backend.serviceKey, email);
    const code = mail?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in the mail to ${email}: ${mail?.text}`);
    return code;
  }

  async function recoveryCode(email: string): Promise<string> {
    const asked = await fetch(`${backend.url}/auth/v1/recover`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    expect(asked.status).toBe(200);
    return newestCode(email);
  }

  const verify = (body: Record<string, string>) =>
    fetch(`${backend.url}/auth/v1/verify`, { method: 'POST', headers: json, body: JSON.stringify(body) });

  /** `count` 6-digit codes, none of them `right`. */
  const wrongCodes = (right: string, count: number) =>
    Array.from({ length: count }, (_, index) => String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'));

  it('drops the codes after five wrong ones, so the right code is refused too; a new e-mail brings a working code', async () => {
    const { email } = await confirmedUser();
    const code = await recoveryCode(email);
    const types = ['recovery', 'magiclink', 'signup', 'recovery', 'magiclink'];
    const wrong = wrongCodes(code, 5);
    for (const [index, token] of wrong.entries()) {
      const guess = await verify({ type: types[index], email: index % 2 ? email.toUpperCase() : email, token });
      expect(guess.status).toBe(403);
      expect(guess.headers.get('x-sb-error-code')).toBe('otp_expired');
    }
    const right = await verify({ type: 'recovery', email, token: code });
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ code: 403, error_code: 'otp_expired' });
    expect(await backend.sql.query('select recovery_token from auth.users where email = $1', [email])).toEqual([{ recovery_token: null }]);

    const fresh = await recoveryCode(email);
    const signedIn = await verify({ type: 'recovery', email, token: fresh });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('lets no burst of parallel guesses at a new address reach its code: the e-mail stays unchanged', async () => {
    const { email, password } = await confirmedUser();
    const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
    const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
    const claimed = `alvo.${randomBytes(4).toString('hex')}@example.com`;
    const change = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ email: claimed }),
    });
    expect(change.status).toBe(200);
    const code = await newestCode(claimed);

    const guesses = await Promise.all(wrongCodes(code, 40).map((token) => verify({ type: 'email_change', email: claimed, token })));
    expect(guesses.map((guess) => guess.status)).toEqual(Array(40).fill(403));
    const right = await verify({ type: 'email_change', email: claimed, token: code });
    expect(right.status).toBe(403);

    const user = await fetch(`${backend.url}/auth/v1/user`, { headers: { ...json, authorization: `Bearer ${accessToken}` } });
    expect(((await user.json()) as { email: string }).email).toBe(email);
  });

  it('refuses a code past its lifetime and takes one just inside it', async () => {
    const { email } = await confirmedUser();
    const late = await recoveryCode(email);
    await backend.sql.query(`update auth.users set recovery_sent_at = now() - make_interval(secs => $2) where email = $1`, [email, OTP_EXPIRY_SECONDS + 60]);
    const expired = await verify({ type: 'recovery', email, token: late });
    expect(expired.status).toBe(403);
    expect(expired.headers.get('x-sb-error-code')).toBe('otp_expired');

    const inTime = await recoveryCode(email);
    await backend.sql.query(`update auth.users set recovery_sent_at = now() - make_interval(secs => $2) where email = $1`, [email, OTP_EXPIRY_SECONDS - 60]);
    expect((await verify({ type: 'recovery', email, token: inTime })).status).toBe(200);
  });
});
