import type { AuthChangeEvent } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import {
  adminDiagnostics,
  ensureProfileFromMetadata,
  getProfile,
  isCurrentUserAdmin,
  onAuthStateChange,
  resetPassword,
  signIn,
  signInWithGoogle,
  signOut,
  signUp,
  upsertProfile,
} from './auth';
import { anonClient, followMailLink, mailTo, serviceClient, signInAsAdmin, signInAsUser, uniqueToken } from './testing';

describe.each(inject('backends'))('auth on $name', (backend) => {
  it('signs up with profile data, and the first sign-in after the e-mailed link writes the profiles row', async () => {
    const db = anonClient(backend);
    const email = `cadastro-${uniqueToken()}@example.com`;
    const password = 'Senha-forte-123';
    const result = await signUp(db, { email, password, fullName: ' Maria Silva ', whatsapp: '11999990000', estado: 'SP' }, { emailRedirectTo: 'http://127.0.0.1:4200/login' });
    expect(result.user?.email).toBe(email);
    expect(result.user?.user_metadata).toMatchObject({ full_name: 'Maria Silva', whatsapp: '11999990000', estado: 'SP' });
    // E-mail confirmation is on: no session until the link in the mail is followed.
    expect(result.needsConfirmation).toBe(true);
    expect(result.session).toBeNull();
    await expect(signIn(anonClient(backend), { email, password })).rejects.toMatchObject({
      code: 'email_not_confirmed',
      userMessage: 'Confirme seu e-mail pelo link que enviamos antes de entrar.',
    });

    const [mail] = await mailTo(backend, email);
    const { landing, fragment } = await followMailLink(mail.link ?? '');
    expect(landing).toBe('http://127.0.0.1:4200/login');
    expect(fragment.get('type')).toBe('signup');
    const session = await signIn(db, { email, password });
    await ensureProfileFromMetadata(db, session.user);
    const { data: rows } = await serviceClient(backend).from('profiles').select('full_name,whatsapp,estado').eq('id', session.user.id);
    expect(rows).toEqual([{ full_name: 'Maria Silva', whatsapp: '11999990000', estado: 'SP' }]);
  });

  it('answers a second sign-up with the same e-mail as a first one, without a session or a change to the account', async () => {
    const user = await signInAsUser(backend);
    const again = await signUp(anonClient(backend), { email: user.email, password: 'Outra-senha-123', fullName: 'X', whatsapp: '1', estado: 'RJ' });
    expect(again).toMatchObject({ session: null, needsConfirmation: true });
    await expect(signIn(anonClient(backend), { email: user.email, password: 'Outra-senha-123' })).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(anonClient(backend), { email: user.email, password: user.password })).user.email).toBe(user.email);
  });

  it('signs in, reports the session and the events, and signs out', async () => {
    const user = await signInAsUser(backend);
    const db = anonClient(backend);
    const events: AuthChangeEvent[] = [];
    const unsubscribe = onAuthStateChange(db, (event) => events.push(event));
    const session = await signIn(db, { email: ` ${user.email} `, password: user.password });
    expect(session.user.email).toBe(user.email);
    expect((await db.auth.getSession()).data.session?.access_token).toBe(session.access_token);
    await signOut(db);
    expect((await db.auth.getSession()).data.session).toBeNull();
    unsubscribe();
    expect(events).toContain('SIGNED_IN');
    expect(events).toContain('SIGNED_OUT');
  });

  it('tells a wrong password in pt-BR, without saying which of e-mail or password was wrong', async () => {
    const user = await signInAsUser(backend);
    await expect(signIn(anonClient(backend), { email: user.email, password: 'errada' })).rejects.toMatchObject({
      userMessage: 'Falha na autenticação. Verifique seu e-mail e senha.',
    });
  });

  it('signing out twice is harmless', async () => {
    const user = await signInAsUser(backend);
    await signOut(user.db);
    await expect(signOut(user.db)).resolves.toBeUndefined();
  });

  it('checks admin rights on the server', async () => {
    const admin = await signInAsAdmin(backend);
    const user = await signInAsUser(backend);
    expect(await isCurrentUserAdmin(admin.db)).toBe(true);
    expect(await isCurrentUserAdmin(user.db)).toBe(false);
    expect(await isCurrentUserAdmin(anonClient(backend))).toBe(false);
    expect(await adminDiagnostics(admin.db, admin.email)).toEqual({ inAdminTable: true, adminCheck: true });
    expect(await adminDiagnostics(user.db, user.email)).toEqual({ inAdminTable: false, adminCheck: false });
  });

  it('gives a signed-in account whose e-mail is no longer confirmed no admin rights', async () => {
    const admin = await signInAsAdmin(backend);
    const { error } = await serviceClient(backend).auth.admin.updateUserById(admin.userId, { email_confirm: false });
    expect(error).toBeNull();
    expect(await isCurrentUserAdmin(admin.db)).toBe(false);
    expect(await adminDiagnostics(admin.db, admin.email)).toEqual({ inAdminTable: false, adminCheck: false });
  });

  it('explains an e-mail listed in the table whose admin flag is off', async () => {
    const user = await signInAsUser(backend);
    const { error } = await serviceClient(backend).from('admin_permissions').insert({ email: user.email, is_admin: false });
    expect(error).toBeNull();
    expect(await adminDiagnostics(user.db, user.email)).toEqual({ inAdminTable: true, adminCheck: false });
  });

  it('writes a missing profile from the sign-up metadata once', async () => {
    const email = `metadados-${uniqueToken()}@example.com`;
    const password = 'Senha-forte-123';
    const service = serviceClient(backend);
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: 'Ana Lima', whatsapp: '31977776666', estado: 'MG' } });
    expect(created.error).toBeNull();
    const db = anonClient(backend);
    const session = await signIn(db, { email, password });
    await ensureProfileFromMetadata(db, session.user);
    const expected = { id: session.user.id, fullName: 'Ana Lima', whatsapp: '31977776666', estado: 'MG' };
    expect(await getProfile(db, session.user.id)).toEqual(expected);
    await upsertProfile(db, { ...expected, fullName: 'Ana Lima Souza' });
    await ensureProfileFromMetadata(db, session.user);
    expect((await getProfile(db, session.user.id))?.fullName).toBe('Ana Lima Souza');
  });

  it('writes the profile of an account whose sign-up data carries no state, as a Google account', async () => {
    const email = `google-${uniqueToken()}@example.com`;
    const password = 'Senha-forte-123';
    const created = await serviceClient(backend).auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: 'Bia Google' } });
    expect(created.error).toBeNull();
    const db = anonClient(backend);
    const session = await signIn(db, { email, password });
    await ensureProfileFromMetadata(db, session.user);
    expect(await getProfile(db, session.user.id)).toEqual({ id: session.user.id, fullName: 'Bia Google', whatsapp: '', estado: '' });
  });

  it('reads and writes only the own profile', async () => {
    const user = await signInAsUser(backend);
    const other = await signInAsUser(backend);
    expect(await getProfile(user.db, user.userId)).toBeNull();
    const saved = await upsertProfile(user.db, { id: user.userId, fullName: 'João', whatsapp: '21988887777', estado: 'RJ' });
    expect(saved).toEqual({ id: user.userId, fullName: 'João', whatsapp: '21988887777', estado: 'RJ' });
    expect(await getProfile(user.db, user.userId)).toEqual(saved);
    expect(await getProfile(other.db, user.userId)).toBeNull();
    await expect(upsertProfile(other.db, { ...saved, fullName: 'Intruso' })).rejects.toMatchObject({ userMessage: 'Permissão negada.' });
    expect((await getProfile(user.db, user.userId))?.fullName).toBe('João');
  });

  it('asks for a password reset e-mail, and explains a refused address in pt-BR', async () => {
    const user = await signInAsUser(backend);
    await expect(resetPassword(anonClient(backend), user.email, 'http://127.0.0.1:4300/admin')).resolves.toBeUndefined();
    await expect(resetPassword(anonClient(backend), 'sem-arroba', 'http://127.0.0.1:4300/admin')).rejects.toMatchObject({
      userMessage: 'Não foi possível enviar o e-mail. Revise o endereço digitado.',
    });
  });

  it('says in pt-BR that Google sign-in is off when its provider is disabled', async () => {
    await expect(signInWithGoogle(anonClient(backend), { redirectTo: 'http://127.0.0.1:4200' })).rejects.toMatchObject({
      userMessage: 'Erro ao fazer login com Google',
    });
  });
});
