import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createLead } from './catalogue/create-lead';
import { deleteLead, listLeads, updateLeadStatus } from './leads';
import { anonCatalogue, seedCatalogueFixture, signInAsAdmin, signInAsUser, uniqueToken, type CatalogueFixture, type SignedIn, PERSON_AT_FORM } from './testing';

describe.each(inject('backends'))('leads on $name', (backend) => {
  let admin: SignedIn;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    fx = await seedCatalogueFixture(backend);
    admin = await signInAsAdmin(backend);
  });

  it('lists leads newest first with the product name, filters by status, updates and deletes', async () => {
    const token = uniqueToken();
    await createLead(anonCatalogue(backend), { name: `Primeiro ${token}`, email: 'a@example.com', productId: fx.products.watch }, PERSON_AT_FORM);
    await createLead(anonCatalogue(backend), { name: `Segundo ${token}`, email: 'b@example.com', message: 'Olá' }, PERSON_AT_FORM);
    const ours = (await listLeads(admin.db)).filter((lead) => lead.name.endsWith(token));
    expect(ours.map((lead) => lead.name)).toEqual([`Segundo ${token}`, `Primeiro ${token}`]);
    expect(ours[1]).toMatchObject({ productId: fx.products.watch, productName: `Relógio Suíço de Ouro ${fx.token}`, status: 'new', phone: '' });
    expect(ours[0]).toMatchObject({ productId: null, productName: null, message: 'Olá' });
    expect(ours[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    await updateLeadStatus(admin.db, ours[1].id, 'negotiating');
    const negotiating = await listLeads(admin.db, { status: 'negotiating' });
    expect(negotiating.map((lead) => lead.id)).toContain(ours[1].id);
    expect(negotiating.every((lead) => lead.status === 'negotiating')).toBe(true);

    await deleteLead(admin.db, ours[0].id);
    expect((await listLeads(admin.db)).some((lead) => lead.id === ours[0].id)).toBe(false);
    await expect(deleteLead(admin.db, ours[0].id)).rejects.toMatchObject({ userMessage: 'Erro ao remover lead' });
  });

  it('shows non-admins no leads and lets them change none', async () => {
    const user = await signInAsUser(backend);
    const token = uniqueToken();
    await createLead(user.db, { name: `Cliente ${token}`, email: 'c@example.com' }, PERSON_AT_FORM);
    expect(await listLeads(user.db)).toEqual([]);
    const lead = (await listLeads(admin.db)).find((row) => row.name === `Cliente ${token}`);
    expect(lead).toBeDefined();
    await expect(updateLeadStatus(user.db, lead?.id ?? '', 'closed')).rejects.toMatchObject({ userMessage: 'Erro ao atualizar status' });
    await expect(deleteLead(user.db, lead?.id ?? '')).rejects.toMatchObject({ userMessage: 'Erro ao remover lead' });
  });
});
