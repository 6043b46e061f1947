import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createLead } from './catalogue/create-lead';
import { anonCatalogue, leadPastTheForm, signInAsAdmin, signInAsUser, uniqueToken, type SignedIn, PERSON_AT_FORM } from './testing';

const RATE_LIMITED = 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.';

describe.each(inject('backends'))('lead spam guard on $name', (backend) => {
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(backend);
  });

  const storedFrom = async (email: string) => (await admin.db.from('leads').select('id').eq('email', email)).data ?? [];
  // Each message its own: the same message sent again within ten minutes is stored once, not refused.
  let written = 0;
  const lead = (email: string, phone: string | null = null) => leadPastTheForm({ name: 'Marina Couto', email, phone, message: `Tenho interesse (${(written += 1)}).` });

  it("refuses a visitor's fourth quick lead from one e-mail with the pt-BR message, over HTTP 429", async () => {
    const visitor = anonCatalogue(backend);
    const email = `rajada.${uniqueToken()}@example.com`;
    for (let sent = 0; sent < 3; sent += 1) await createLead(visitor, lead(email), PERSON_AT_FORM);
    const refusal = createLead(visitor, lead(email.toUpperCase()), PERSON_AT_FORM);
    await expect(refusal).rejects.toMatchObject({ code: 'PT429', status: 429, userMessage: RATE_LIMITED });
    await createLead(visitor, lead(`outra.${uniqueToken()}@example.com`), PERSON_AT_FORM);
    expect(await storedFrom(email)).toHaveLength(3);
  });

  it('lets exactly three of a parallel burst through', async () => {
    const email = `paralelo.${uniqueToken()}@example.com`;
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => createLead(anonCatalogue(backend), lead(email), PERSON_AT_FORM)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result.reason as { code: string }).code)).toEqual(['PT429', 'PT429', 'PT429']);
  });

  it('limits one phone across e-mails, and signed-in customers like visitors', async () => {
    const phone = `21 9${String(Date.now()).slice(-8)}`;
    for (let sent = 0; sent < 3; sent += 1) await createLead(anonCatalogue(backend), lead(`fone.${uniqueToken()}@example.com`, phone), PERSON_AT_FORM);
    const customer = await signInAsUser(backend);
    await expect(createLead(customer.db, lead(`fone.${uniqueToken()}@example.com`, phone.replace(' ', '')), PERSON_AT_FORM)).rejects.toMatchObject({
      userMessage: RATE_LIMITED,
    });
  });

  it('stores a message sent twice once, answering both as sent, without counting the repeat against the limit', async () => {
    const visitor = anonCatalogue(backend);
    const email = `repetida.${uniqueToken()}@example.com`;
    const same = leadPastTheForm({ name: 'Marina Couto', email, phone: null, message: 'Procuro uma lancha de 40 pés.' });
    await createLead(visitor, same, PERSON_AT_FORM);
    await createLead(visitor, { ...same, email: email.toUpperCase() }, PERSON_AT_FORM);
    const storedAnyCase = async () => (await admin.db.from('leads').select('id').ilike('email', email)).data ?? [];
    expect(await storedAnyCase()).toHaveLength(1);
    await createLead(visitor, lead(email), PERSON_AT_FORM);
    await createLead(visitor, lead(email), PERSON_AT_FORM);
    expect(await storedAnyCase()).toHaveLength(3);
  });

  it('never limits an admin', async () => {
    const email = `admin.${uniqueToken()}@example.com`;
    for (let sent = 0; sent < 5; sent += 1) await createLead(admin.db, lead(email), PERSON_AT_FORM);
    expect(await storedFrom(email)).toHaveLength(5);
  });

  it('refuses a malformed e-mail or phone with the form messages, and a visitor lead without an e-mail', async () => {
    const visitor = anonCatalogue(backend);
    await expect(createLead(visitor, lead('marina.example.com'), PERSON_AT_FORM)).rejects.toMatchObject({ userMessage: 'Informe um e-mail válido.' });
    await expect(createLead(visitor, lead(`fone.${uniqueToken()}@example.com`, '9999-888'), PERSON_AT_FORM)).rejects.toMatchObject({
      userMessage: 'Informe um telefone válido com DDD.',
    });
    await expect(createLead(admin.db, lead(`fone.${uniqueToken()}@example.com`, 'liga pra mim'), PERSON_AT_FORM)).rejects.toMatchObject({
      userMessage: 'Informe um telefone válido com DDD.',
    });
    const { error, status } = await visitor.from('leads').insert({ name: 'Sem e-mail', phone: '11977776666' });
    expect({ status, code: error?.code, message: error?.message }).toEqual({ status: 400, code: 'PT400', message: 'Informe um e-mail válido.' });
  });
});
