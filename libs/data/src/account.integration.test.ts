import { describe, expect, inject, it } from 'vitest';
import { changeEmail, getProfile, signIn, upsertProfile } from './auth';
import { anonClient, followMailLink, mailTo, signInAsUser, uniqueToken } from './testing';

const PROFILE_PAGE = 'http://127.0.0.1:4999/perfil/seguranca';

describe.each(inject('backends'))('the account pages on $name', (backend) => {
  it("saves the buyer's name, WhatsApp and state, and nobody else's", async () => {
    const ana = await signInAsUser(backend);
    const bia = await signInAsUser(backend);
    await upsertProfile(ana.db, { id: ana.userId, fullName: 'Ana Souza', whatsapp: '(11) 99999-0000', estado: 'SP' });
    await upsertProfile(ana.db, { id: ana.userId, fullName: 'Ana Souza Lima', whatsapp: '(21) 98888-7777', estado: 'RJ' });
    expect(await getProfile(ana.db, ana.userId)).toEqual({ id: ana.userId, fullName: 'Ana Souza Lima', whatsapp: '(21) 98888-7777', estado: 'RJ' });

    await expect(upsertProfile(bia.db, { id: ana.userId, fullName: 'Intrusa', whatsapp: '1', estado: 'SP' })).rejects.toMatchObject({ code: '42501' });
    expect(await getProfile(bia.db, ana.userId)).toBeNull();
    expect((await getProfile(ana.db, ana.userId))?.fullName).toBe('Ana Souza Lima');
  });

  it('moves the account to a new e-mail only once the link mailed to it, in pt-BR, is followed', async () => {
    const user = await signInAsUser(backend);
    const newEmail = `novo-${uniqueToken()}@example.com`;
    await changeEmail(user.db, newEmail, PROFILE_PAGE);

    await expect(signIn(anonClient(backend), { email: newEmail, password: user.password })).rejects.toBeTruthy();
    const [mail] = await mailTo(backend, newEmail);
    expect(mail?.subject).toBe('Confirme seu novo e-mail na OneBoss');
    expect(mail?.text).toContain(newEmail);

    const { landing } = await followMailLink(mail?.link ?? '');
    expect(landing).toBe(PROFILE_PAGE);
    const session = await signIn(anonClient(backend), { email: newEmail, password: user.password });
    expect(session.user.email).toBe(newEmail);
  });
});
