import { describe, expect, inject, it } from 'vitest';
import { signIn, signUp } from './auth';
import { currentSellerIds, inviteSellerMember, listPanelSellers, listSellerTeam, removeSellerMember, withdrawSellerInvitation } from './seller-staff';
import { anonClient, followMailLink, mailTo, serviceClient, signInAsAdmin, signInAsUser, uniqueToken, type TestBackend } from './testing';

async function newSeller(backend: TestBackend, name = `Equipe ${uniqueToken()}`): Promise<string> {
  const token = uniqueToken();
  const { data, error } = await serviceClient(backend)
    .from('sellers')
    .insert({ slug: `equipe-${token}`, name, kind: 'concessionaria', whatsapp: '5511987654321' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

/** The newest mail to `email` with `subject`, waiting out the backend's delivery. */
async function mailWithSubject(backend: TestBackend, email: string, subject: RegExp) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mail = (await mailTo(backend, email)).find((message) => subject.test(message.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email} matching ${subject}`);
}

describe.each(inject('backends'))('seller staff on $name', (backend) => {
  it('makes an invitee who signs up and confirms a member, whom an admin can remove', async () => {
    const admin = await signInAsAdmin(backend);
    const sellerId = await newSeller(backend);
    const email = `convidada-${uniqueToken()}@example.com`;
    const password = 'Senha-forte-123';

    expect(await inviteSellerMember(admin.db, sellerId, email.toUpperCase())).toBe('invited');
    expect(await listSellerTeam(admin.db, sellerId)).toMatchObject({ members: [], invitations: [{ email }] });

    // The invitee follows the mailed sign-up form and confirms the address.
    const invitee = anonClient(backend);
    await signUp(invitee, { email, password, fullName: 'Convidada', whatsapp: '11999990000', estado: 'SP' }, { emailRedirectTo: 'http://127.0.0.1:4200/login' });
    expect((await listSellerTeam(admin.db, sellerId)).invitations).toHaveLength(1);
    const confirmation = await mailWithSubject(backend, email, /confirm/i);
    await followMailLink(confirmation.link ?? '');
    await signIn(invitee, { email, password });

    const team = await listSellerTeam(admin.db, sellerId);
    expect(team.invitations).toEqual([]);
    expect(team.members).toEqual([expect.objectContaining({ email, emailConfirmed: true })]);
    expect(await currentSellerIds(invitee)).toEqual([sellerId]);

    // A member cannot remove a colleague, nor a customer anyone: nothing is deleted.
    const customer = await signInAsUser(backend);
    for (const db of [invitee, customer.db]) {
      await expect(removeSellerMember(db, sellerId, team.members[0].userId)).rejects.toMatchObject({
        code: 'not_found',
        userMessage: 'Este membro já não faz parte da equipe. Atualize a página.',
      });
    }
    expect((await listSellerTeam(admin.db, sellerId)).members).toHaveLength(1);

    await removeSellerMember(admin.db, sellerId, team.members[0].userId);
    expect(await listSellerTeam(admin.db, sellerId)).toEqual({ members: [], invitations: [] });
    expect(await currentSellerIds(invitee)).toEqual([]);
    await expect(removeSellerMember(admin.db, sellerId, team.members[0].userId)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lets an admin withdraw an invitation no account has confirmed', async () => {
    const admin = await signInAsAdmin(backend);
    const sellerId = await newSeller(backend);
    const email = `pendente-${uniqueToken()}@example.com`;
    await inviteSellerMember(admin.db, sellerId, email);
    const [invitation] = (await listSellerTeam(admin.db, sellerId)).invitations;

    const customer = await signInAsUser(backend);
    await expect(withdrawSellerInvitation(customer.db, invitation.id)).rejects.toMatchObject({
      code: 'not_found',
      userMessage: 'Este convite já não está pendente. Atualize a página.',
    });
    await withdrawSellerInvitation(admin.db, invitation.id);
    expect((await listSellerTeam(admin.db, sellerId)).invitations).toEqual([]);
    await expect(withdrawSellerInvitation(admin.db, invitation.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(withdrawSellerInvitation(admin.db, 'não é um id')).rejects.toMatchObject({ status: 400 });
  });

  it('lists sellers a page at a time, by any words of the name whatever their accents and case, and only a member\'s own', async () => {
    const admin = await signInAsAdmin(backend);
    const token = uniqueToken();
    const nautica = await newSeller(backend, `Atlântica Náutica ${token}`);
    const imoveis = await newSeller(backend, `Atlântica Imóveis ${token}`);
    await newSeller(backend, `Outra Loja ${token}`);
    const names = async (query: Parameters<typeof listPanelSellers>[1]) => (await listPanelSellers(admin.db, query)).items.map((seller) => seller.name);

    expect(await names({ search: `atlantica ${token}` })).toEqual([`Atlântica Imóveis ${token}`, `Atlântica Náutica ${token}`]);
    expect(await names({ search: ` NÁUTICA   ${token.toUpperCase()} ` })).toEqual([`Atlântica Náutica ${token}`]);
    expect(await names({ search: `${token} atlântica inexistente` })).toEqual([]);
    // Punctuation parts words, and is never a wildcard.
    expect(await names({ search: `atlântica-náutica,${token}` })).toEqual([`Atlântica Náutica ${token}`]);
    expect(await listPanelSellers(admin.db, { search: `atlantica ${token}`, page: 2, pageSize: 1 })).toMatchObject({
      total: 2,
      items: [{ id: nautica, name: `Atlântica Náutica ${token}` }],
    });
    expect(await names({ search: token, sellerIds: [imoveis, 'não é um id'] })).toEqual([`Atlântica Imóveis ${token}`]);

    // A member lists their own seller; the panel passes their ids.
    const member = await signInAsUser(backend);
    await serviceClient(backend).from('seller_members').insert({ seller_id: imoveis, user_id: member.userId });
    expect((await listPanelSellers(member.db, { sellerIds: await currentSellerIds(member.db) })).items.map((seller) => seller.id)).toEqual([imoveis]);
  });
});
