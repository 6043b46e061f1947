import { CONSENT_TEXT_VERSION } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createLead } from './catalogue/create-lead';
import { subscribeNewsletter } from './catalogue/newsletter';
import { toIsoTimestamp } from './mappers';
import { anonCatalogue, leadPastTheForm, seedCatalogueFixture, serviceClient, signInAsAdmin, signInAsUser, uniqueToken, type CatalogueFixture, type SignedIn, type TestBackend, PERSON_AT_FORM } from './testing';

const RATE_LIMITED = 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.';

/**
 * A raw PostgREST insert as the storefront's visitors can send it, each row with the privacy
 * notice's version as the forms send it, answered status and body as sent.
 */
async function visitorInsert(backend: TestBackend, table: string, body: Record<string, unknown> | Record<string, unknown>[]): Promise<{ status: number; body: string }> {
  const withConsent = (row: Record<string, unknown>) => ({ consent_text_version: CONSENT_TEXT_VERSION, ...row });
  const response = await fetch(`${backend.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(Array.isArray(body) ? body.map(withConsent) : withConsent(body)),
  });
  return { status: response.status, body: await response.text() };
}

describe.each(inject('backends'))('what visitors may write on $name', (backend) => {
  let admin: SignedIn;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    fx = await seedCatalogueFixture(backend);
    admin = await signInAsAdmin(backend);
  });

  const leadsFrom = async (email: string) => (await admin.db.from('leads').select('id,status,created_at').eq('email', email)).data ?? [];

  it('dates a lead and picks its id on the server, so backdated leads still count for the limit', async () => {
    const email = `antigo.${uniqueToken()}@example.com`;
    const backdated = (n: number) => ({
      id: crypto.randomUUID(),
      name: `Antigo ${n}`,
      email,
      status: 'closed',
      created_at: '2000-01-01T00:00:00Z',
      updated_at: '2000-01-01T00:00:00Z',
      form_fill_ms: 5000,
    });
    const sent = [backdated(1), backdated(2), backdated(3)];
    for (const lead of sent) expect((await visitorInsert(backend, 'leads', lead)).status).toBe(201);
    const refused = await visitorInsert(backend, 'leads', backdated(4));
    expect({ status: refused.status, body: JSON.parse(refused.body) }).toMatchObject({ status: 429, body: { code: 'PT429', message: RATE_LIMITED } });

    const stored = await leadsFrom(email);
    expect(stored).toHaveLength(3);
    const since = Date.now() - 10 * 60_000;
    for (const lead of stored) {
      expect(sent.map((row) => row.id)).not.toContain(lead.id);
      expect(Date.parse(toIsoTimestamp(lead.created_at))).toBeGreaterThan(since);
      expect(lead.status).toBe('new');
    }
  });

  it('dates a subscription on the server too', async () => {
    const email = `antigo.${uniqueToken()}@example.com`;
    const id = crypto.randomUUID();
    expect((await visitorInsert(backend, 'newsletter_subscribers', { id, email, created_at: '2000-01-01T00:00:00Z', form_fill_ms: PERSON_AT_FORM.fillMs })).status).toBe(201);
    // read as the backend: staff see a subscription once its owner has confirmed it
    const { data } = await serviceClient(backend).from('newsletter_subscribers').select('id, created_at').eq('email', email);
    expect(data).toHaveLength(1);
    expect(data?.[0].id).not.toBe(id);
    expect(Date.parse(String(data?.[0].created_at).replace(' ', 'T'))).toBeGreaterThan(Date.now() - 10 * 60_000);
  });

  it('refuses a request carrying 200 leads or 200 subscriptions, and keeps none of them', async () => {
    const token = uniqueToken();
    const leads = Array.from({ length: 200 }, (_, n) => ({ name: `Lote ${n}`, email: `lote.${n}.${token}@example.com`, form_fill_ms: 5000 }));
    const leadAnswer = await visitorInsert(backend, 'leads', leads);
    expect({ status: leadAnswer.status, body: JSON.parse(leadAnswer.body) }).toMatchObject({
      status: 400,
      body: { code: 'PT400', message: 'Envie uma mensagem por vez.' },
    });
    const subscriptions = Array.from({ length: 200 }, (_, n) => ({ email: `lote.${n}.${token}@example.com`, form_fill_ms: PERSON_AT_FORM.fillMs }));
    const newsletterAnswer = await visitorInsert(backend, 'newsletter_subscribers', subscriptions);
    expect({ status: newsletterAnswer.status, body: JSON.parse(newsletterAnswer.body) }).toMatchObject({
      status: 400,
      body: { code: 'PT400', message: 'Envie um e-mail por vez.' },
    });

    const service = serviceClient(backend);
    const storedLeads = await service.from('leads').select('id', { count: 'exact', head: true }).like('email', `%.${token}@example.com`);
    const storedSubscribers = await service.from('newsletter_subscribers').select('id', { count: 'exact', head: true }).like('email', `%.${token}@example.com`);
    expect([storedLeads.count, storedSubscribers.count]).toEqual([0, 0]);

    const customer = await signInAsUser(backend);
    const { status } = await customer.db.from('leads').insert(leads.slice(0, 2));
    expect(status).toBe(400);
  });

  it('counts +tags, Gmail dots and the 55 country code as the same sender', async () => {
    const visitor = anonCatalogue(backend);
    const mailbox = `rajada${uniqueToken()}`;
    for (const email of [`${mailbox}@gmail.com`, `${mailbox}+loja@gmail.com`, `${mailbox.slice(0, 3)}.${mailbox.slice(3)}@googlemail.com`]) {
      await createLead(visitor, leadPastTheForm({ name: 'Marina', email }), PERSON_AT_FORM);
    }
    await expect(createLead(visitor, leadPastTheForm({ name: 'Marina', email: `${mailbox.toUpperCase()}+4@Gmail.com` }), PERSON_AT_FORM)).rejects.toMatchObject({
      status: 429,
      userMessage: RATE_LIMITED,
    });

    const line = `9${String(Date.now()).slice(-8)}`;
    for (const phone of [`(21) ${line}`, `+55 21 ${line}`, `5521${line}`]) {
      await createLead(visitor, leadPastTheForm({ name: 'Marina', email: `fone.${uniqueToken()}@example.com`, phone }), PERSON_AT_FORM);
    }
    await expect(createLead(visitor, leadPastTheForm({ name: 'Marina', email: `fone.${uniqueToken()}@example.com`, phone: `+55 (21) ${line}` }), PERSON_AT_FORM)).rejects.toMatchObject({
      status: 429,
      userMessage: RATE_LIMITED,
    });
  });

  it('answers a lead about an unpublished product exactly as one about a product that does not exist', async () => {
    const lead = (productId: string) => ({ name: 'Curiosa', email: `curiosa.${uniqueToken()}@example.com`, product_id: productId });
    const unpublished = await visitorInsert(backend, 'leads', lead(fx.products.hidden));
    const unknown = await visitorInsert(backend, 'leads', lead(crypto.randomUUID()));
    expect(unpublished).toEqual(unknown);
    expect({ status: unknown.status, body: JSON.parse(unknown.body) }).toMatchObject({
      status: 400,
      body: { code: 'PT400', message: 'Produto não encontrado.' },
    });
    expect((await visitorInsert(backend, 'leads', lead(fx.products.watch))).status).toBe(201);
  });

  it('refuses e-mails that are not addresses and control characters, with the form messages', async () => {
    const visitor = anonCatalogue(backend);
    for (const email of ['x@b', '<b>ana</b>@example.com', "o'neil@example.com"]) {
      await expect(createLead(visitor, leadPastTheForm({ name: 'Ana', email }), PERSON_AT_FORM)).rejects.toMatchObject({ status: 400, userMessage: 'Informe um e-mail válido.' });
      await expect(subscribeNewsletter(visitor, email, PERSON_AT_FORM)).rejects.toMatchObject({ status: 400, userMessage: 'Informe um e-mail válido.' });
    }
    await expect(createLead(visitor, leadPastTheForm({ name: 'Ana\u0007', email: `ana.${uniqueToken()}@example.com` }), PERSON_AT_FORM)).rejects.toMatchObject({
      status: 400,
      userMessage: 'O texto contém caracteres inválidos.',
    });
    await createLead(visitor, leadPastTheForm({ name: 'Ana <b>Souza</b>', email: `ana.${uniqueToken()}@example.com`, message: 'Linha 1\nLinha 2' }), PERSON_AT_FORM);
  });
});

describe.each(inject('backends'))('what admins may write on $name', (backend) => {
  let admin: SignedIn;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    fx = await seedCatalogueFixture(backend);
    admin = await signInAsAdmin(backend);
  });

  it('refuses a NaN price or sale price with a 400, and keeps the product as it was', async () => {
    for (const change of [{ price: 'NaN' }, { sale_price: 'NaN' }]) {
      const { status, error } = await admin.db.from('products').update(change).eq('id', fx.products.watch);
      expect({ status, code: error?.code }).toEqual({ status: 400, code: '23514' });
    }
    const { data } = await admin.db.from('products').select('price, sale_price').eq('id', fx.products.watch).single();
    expect([Number(data?.price), data?.sale_price]).toEqual([1000, null]);
  });

  it('refuses partner links and pictures that are not http(s) URLs', async () => {
    const logo = `${backend.url}/storage/v1/object/public/partner-logos/${uniqueToken()}.png`;
    const rows: Record<string, string>[] = [
      { name: 'Parceiro', logo_url: logo, link: 'javascript:alert(document.cookie)' },
      { name: 'Parceiro', logo_url: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { name: 'Parceiro', logo_url: logo, banner_image_url: 'javascript:alert(1)' },
    ];
    for (const row of rows) {
      const { status, error } = await admin.db.from('partners').insert(row);
      expect({ status, code: error?.code }).toEqual({ status: 400, code: '23514' });
    }
    const { status, error } = await admin.db.from('hero_banners').insert({ title: 'Banner', image_url: 'javascript:alert(1)' });
    expect({ status, code: error?.code }).toEqual({ status: 400, code: '23514' });
    const accepted = await admin.db.from('partners').insert({ name: `Parceiro ${uniqueToken()}`, logo_url: logo, link: 'https://marina.example/loja' });
    expect(accepted.status).toBe(201);
  });
});
