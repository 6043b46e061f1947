import { beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmAccountDeletion, exportMyData, listMyAccountDeletionRequests, processAccountDeletion, rejectAccountDeletion, requestAccountDeletion } from './account-deletion';
import { createLead } from './catalogue/create-lead';
import { anonCatalogue, anonClient, mailTo, serviceClient, signInAsAdmin, signInAsUser, type SignedIn, PERSON_AT_FORM } from './testing';

/** The token of the newest confirmation link mailed to `email`. */
async function mailedToken(backend: Parameters<typeof mailTo>[0], email: string): Promise<string> {
  const [mail] = await mailTo(backend, email);
  const token = new URL(mail?.link ?? 'http://invalid/').searchParams.get('token');
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

describe.each(inject('backends'))('account deletion on $name', (backend) => {
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(backend);
  });

  it('goes from the request to the processed record: account gone, lead anonymised, data exported before', async () => {
    const user = await signInAsUser(backend);
    await createLead(anonCatalogue(backend), { name: 'Titular Integração', email: user.email, phone: '(11) 99999-0000', message: 'Quero ver o barco', productId: null }, PERSON_AT_FORM);

    await requestAccountDeletion(anonClient(backend), ` ${user.email.toUpperCase()} `);
    expect(await listMyAccountDeletionRequests(user.db)).toMatchObject([{ email: user.email, status: 'requested', confirmedAt: null }]);

    const exported = await exportMyData(user.db);
    expect(exported).toMatchObject({
      account: { email: user.email },
      leads: [{ name: 'Titular Integração', email: user.email, message: 'Quero ver o barco' }],
      account_deletion_requests: [{ status: 'requested' }],
    });

    const token = await mailedToken(backend, user.email);
    expect(await confirmAccountDeletion(anonClient(backend), token)).toBe('confirmed');
    expect(await confirmAccountDeletion(anonClient(backend), token)).toBe('confirmed');
    const [confirmed] = await listMyAccountDeletionRequests(user.db);
    expect(confirmed).toMatchObject({ status: 'confirmed' });
    expect(confirmed.confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await expect(processAccountDeletion(user.db, confirmed.id, '')).rejects.toMatchObject({ code: '42501' });
    expect(await processAccountDeletion(admin.db, confirmed.id, 'Atendido')).toEqual({ usersDeleted: 1, leadsAnonymised: 1, subscriptionsRemoved: 0 });
    await expect(processAccountDeletion(admin.db, confirmed.id, '')).rejects.toMatchObject({
      userMessage: 'Só é possível processar uma solicitação confirmada pelo titular e ainda não concluída.',
    });

    const signIn = await anonClient(backend).auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signIn.error?.code).toBe('invalid_credentials');
    const { data: kept } = await admin.db.from('leads').select('id').or('message.eq."Quero ver o barco",name.eq."Titular Integração"');
    expect(kept).toEqual([]);
    expect((await mailTo(backend, user.email))[0].subject).toBe('Sua conta OneBoss foi excluída');

    // The erasure's own writes are in the audit log with who and when, without the holder's data.
    const { data: entries, error } = await admin.db.from('audit_log').select('table_name,action,actor_email,changed_at,old_values,new_values').gte('changed_at', confirmed.confirmedAt);
    expect(error).toBeNull();
    const erasure = (entries ?? []).filter((entry) => entry.table_name === 'leads' && entry.new_values?.name === 'Titular removido' && entry.old_values?.message === '[removido]');
    expect(erasure).toMatchObject([{ action: 'update', actor_email: admin.email, old_values: { email: '[removido]', phone: '[removido]', name: '[removido]' } }]);
    const text = JSON.stringify(entries).toLowerCase();
    expect(text).not.toContain(user.email.toLowerCase());
    expect(text).not.toContain('99999-0000');
    expect(text).not.toContain('quero ver o barco');
  });

  it('answers a fourth request within the hour with its own pt-BR limit, over HTTP 429', async () => {
    const email = `limite.${crypto.randomUUID()}@example.com`;
    for (let ask = 0; ask < 3; ask += 1) await requestAccountDeletion(anonClient(backend), email);
    await expect(requestAccountDeletion(anonClient(backend), email)).rejects.toMatchObject({
      code: 'PT429',
      status: 429,
      userMessage: 'Você já pediu a exclusão desta conta várias vezes na última hora. Confira seu e-mail ou tente novamente mais tarde.',
    });
  });

  it('refuses a malformed e-mail, a forged token and a visitor export in pt-BR', async () => {
    await expect(requestAccountDeletion(anonClient(backend), 'sem-arroba')).rejects.toMatchObject({ userMessage: 'Por favor, insira um email válido.', status: 400 });
    await expect(confirmAccountDeletion(anonClient(backend), 'a'.repeat(64))).rejects.toMatchObject({ status: 400 });
    await expect(exportMyData(anonClient(backend))).rejects.toMatchObject({ code: '42501' });
  });

  it('deletes the account that asked even after its e-mail changed, and tells an address with no account the truth', async () => {
    const user = await signInAsUser(backend);
    await requestAccountDeletion(anonClient(backend), user.email);
    expect(await confirmAccountDeletion(anonClient(backend), await mailedToken(backend, user.email))).toBe('confirmed');
    const [confirmed] = await listMyAccountDeletionRequests(user.db);
    const changed = await serviceClient(backend).auth.admin.updateUserById(user.userId, { email: `mudou.${crypto.randomUUID()}@example.com` });
    expect(changed.error).toBeNull();

    expect(await processAccountDeletion(admin.db, confirmed.id, '')).toMatchObject({ usersDeleted: 1 });
    expect((await serviceClient(backend).auth.admin.getUserById(user.userId)).data.user).toBeNull();
    expect((await mailTo(backend, user.email))[0].subject).toBe('Sua conta OneBoss foi excluída');

    const stranger = `sem.conta.${crypto.randomUUID()}@example.com`;
    await requestAccountDeletion(anonClient(backend), stranger);
    expect(await confirmAccountDeletion(anonClient(backend), await mailedToken(backend, stranger))).toBe('confirmed');
    const { data: open } = await admin.db.from('account_deletion_requests').select('id').eq('email', stranger).single();
    expect(await processAccountDeletion(admin.db, open?.id as string, '')).toMatchObject({ usersDeleted: 0 });
    expect((await mailTo(backend, stranger))[0].subject).toBe('Sua solicitação de exclusão na OneBoss foi concluída');
  });

  it('lets an admin refuse a request with a reason, and no one else', async () => {
    const user = await signInAsUser(backend);
    await requestAccountDeletion(user.db, user.email);
    const [open] = await listMyAccountDeletionRequests(user.db);
    await expect(rejectAccountDeletion(user.db, open.id, 'Não')).rejects.toMatchObject({ code: '42501' });
    await rejectAccountDeletion(admin.db, open.id, 'Obrigação legal de guarda');
    expect(await listMyAccountDeletionRequests(user.db)).toMatchObject([{ status: 'rejected' }]);
  });
});
