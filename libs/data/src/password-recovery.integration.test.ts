import { describe, expect, inject, it } from 'vitest';
import { resetPassword, signIn, updatePassword } from './auth';
import { anonClient, followMailLink, mailTo, signInAsUser, type TestBackend } from './testing';

const RESET_PAGE = 'http://127.0.0.1:4999/redefinir-senha';
const LINK_INVALID = 'Este link de redefinição de senha é inválido ou expirou. Solicite um novo e-mail.';

/** Asks for the reset e-mail and returns its link, as the visitor finds it in the mailbox. */
async function requestResetLink(backend: TestBackend, email: string): Promise<string> {
  await resetPassword(anonClient(backend), email, RESET_PAGE);
  const [mail] = await mailTo(backend, email);
  expect(mail?.subject).toBe('Redefina sua senha da OneBoss');
  return mail?.link ?? '';
}

describe.each(inject('backends'))('password recovery on $name', (backend) => {
  it('sets a new password from the e-mailed link; the new one signs in and the old one no longer does', async () => {
    const user = await signInAsUser(backend);
    const { landing, fragment } = await followMailLink(await requestResetLink(backend, user.email));
    expect(landing).toBe(RESET_PAGE);
    expect(fragment.get('type')).toBe('recovery');

    const db = anonClient(backend);
    const recovered = await db.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    expect(recovered.data.user?.email).toBe(user.email);

    await expect(updatePassword(db, 'curta')).rejects.toMatchObject({ code: 'weak_password', userMessage: 'A senha deve ter pelo menos 6 caracteres.' });
    await expect(updatePassword(db, user.password)).rejects.toMatchObject({
      code: 'same_password',
      userMessage: 'A nova senha deve ser diferente da senha atual.',
    });
    const newPassword = `${user.password}-nova`;
    await updatePassword(db, newPassword);

    const session = await signIn(anonClient(backend), { email: user.email, password: newPassword });
    expect(session.user.email).toBe(user.email);
    await expect(signIn(anonClient(backend), { email: user.email, password: user.password })).rejects.toMatchObject({
      userMessage: 'Falha na autenticação. Verifique seu e-mail e senha.',
    });
  });

  it('lands a used link with the error, and only the newest link works', async () => {
    const user = await signInAsUser(backend);
    const first = await requestResetLink(backend, user.email);
    const second = await requestResetLink(backend, user.email);
    expect((await followMailLink(first)).fragment.get('error_code')).toBe('otp_expired');
    expect((await followMailLink(second)).fragment.get('access_token')).toBeTruthy();
    const reused = await followMailLink(second);
    expect(reused.landing).toBe(RESET_PAGE);
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
    expect(reused.fragment.get('error_description')).toBeTruthy();
  });

  it('without a session, or once the session is gone, says the link is no longer valid', async () => {
    await expect(updatePassword(anonClient(backend), 'Senha-nova-123')).rejects.toMatchObject({ code: 'session_missing', userMessage: LINK_INVALID });

    const user = await signInAsUser(backend);
    const { fragment } = await followMailLink(await requestResetLink(backend, user.email));
    const db = anonClient(backend);
    await db.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    // Signing out everywhere ends the recovery session on the server, as a later reset would.
    await user.db.auth.signOut({ scope: 'global' });
    await expect(updatePassword(db, 'Senha-nova-123')).rejects.toMatchObject({ userMessage: LINK_INVALID });
  });
});
