import { CONSENT_MESSAGES, CONSENT_TEXT_VERSION } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createLead } from './catalogue/create-lead';
import { confirmNewsletterSubscription, subscribeNewsletter, unsubscribeNewsletter } from './catalogue/newsletter';
import { DataError } from './errors';
import { request } from './request';
import { anonCatalogue, mailTo, serviceClient, signInAsAdmin, signInAsUser, uniqueToken, type SignedIn, PERSON_AT_FORM } from './testing';

interface SubscriberRow {
  email: string;
  consent_text_version: string | null;
  consent_at: string | null;
  unsubscribe_token: string;
}

describe.each(inject('backends'))('consent and unsubscribe links on $name', (backend) => {
  const visitor = anonCatalogue(backend);
  const service = serviceClient(backend);
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(backend);
    customer = await signInAsUser(backend);
  });

  async function storedSubscriber(email: string): Promise<SubscriberRow | undefined> {
    const { data, error } = await service.from('newsletter_subscribers').select('email, consent_text_version, consent_at, unsubscribe_token').eq('email', email);
    expect(error).toBeNull();
    return (data as SubscriberRow[])[0];
  }

  /** Follows the confirmation link mailed to `email`. */
  async function confirmByMail(email: string): Promise<boolean> {
    const [mail] = await mailTo(backend, email);
    return confirmNewsletterSubscription(visitor, new URL(mail?.link ?? 'http://invalid/').searchParams.get('token') ?? '');
  }

  it('answers a new and a subscribed address alike, and lists an address for staff only once its mailed link confirms it', async () => {
    const email = `dupla.${uniqueToken()}@example.com`;
    const signUp = () =>
      fetch(`${backend.url}/rest/v1/newsletter_subscribers`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({ email, consent_text_version: CONSENT_TEXT_VERSION, form_fill_ms: PERSON_AT_FORM.fillMs }),
      });
    const first = await signUp();
    const again = await signUp();
    expect([first.status, await first.text()]).toEqual([again.status, await again.text()]);
    const [mail] = await mailTo(backend, email);
    expect(mail).toMatchObject({ subject: 'Confirme sua inscrição na newsletter OneBoss' });
    expect(mail?.link).toMatch(/\/newsletter\/confirmar\?token=[0-9a-f]{64}$/);

    const staffList = async () => (await admin.db.from('newsletter_subscribers').select('email').eq('email', email)).data;
    expect(await staffList()).toEqual([]);
    expect(await confirmNewsletterSubscription(visitor, 'f'.repeat(64))).toBe(false);
    expect(await confirmByMail(email)).toBe(true);
    expect(await confirmByMail(email)).toBe(false);
    expect(await staffList()).toEqual([{ email }]);

    const subscribed = await signUp();
    expect([subscribed.status, await subscribed.text()]).toEqual([again.status, '']);
    expect(await mailTo(backend, email)).toHaveLength(1);
  });

  it('records the privacy text version of a subscription and the server time it was agreed to', async () => {
    const email = `consente.${uniqueToken()}@example.com`;
    const before = Date.now();
    await subscribeNewsletter(visitor, email, PERSON_AT_FORM);
    const row = await storedSubscriber(email);
    expect(row?.consent_text_version).toBe(CONSENT_TEXT_VERSION);
    // The server's clock; allow for the two machines' clocks being a little apart.
    expect(Math.abs(Date.parse(row?.consent_at?.replace(' ', 'T') ?? '') - before)).toBeLessThan(60_000);
    expect(row?.unsubscribe_token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('records the privacy text version of a lead', async () => {
    const email = `lead.consente.${uniqueToken()}@example.com`;
    await createLead(visitor, { name: 'Consentida', email, phone: '(11) 98888-7777', message: 'Olá', productId: null }, PERSON_AT_FORM);
    const { data } = await service.from('leads').select('consent_text_version, consent_at').eq('email', email);
    expect(data).toHaveLength(1);
    expect(data?.[0].consent_text_version).toBe(CONSENT_TEXT_VERSION);
    expect(data?.[0].consent_at).not.toBeNull();
  });

  it('refuses a privacy text version the server does not know, in pt-BR', async () => {
    const email = `versao.${uniqueToken()}@example.com`;
    const attempt = request('newsletter', (signal) =>
      visitor.from('newsletter_subscribers').insert({ email, consent_text_version: '1999-01-01', form_fill_ms: PERSON_AT_FORM.fillMs }).abortSignal(signal),
    );
    await expect(attempt).rejects.toSatisfy((error) => error instanceof DataError && error.userMessage === CONSENT_MESSAGES.unknownTextVersion);
    expect(await storedSubscriber(email)).toBeUndefined();
  });

  it('keeps unsubscribe tokens from visitors and customers, and shows them to admins', async () => {
    const email = `segredo.${uniqueToken()}@example.com`;
    await subscribeNewsletter(visitor, email, PERSON_AT_FORM);
    expect(await confirmByMail(email)).toBe(true);
    const anon = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?select=unsubscribe_token`, { headers: { apikey: backend.anonKey } });
    expect(anon.status).toBeGreaterThanOrEqual(400);
    expect(anon.status).toBeLessThan(500);
    expect(await anon.text()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    const { data: seenByCustomer } = await customer.db.from('newsletter_subscribers').select('unsubscribe_token').eq('email', email);
    expect(seenByCustomer).toEqual([]);
    const { data: seenByAdmin } = await admin.db.from('newsletter_subscribers').select('unsubscribe_token').eq('email', email);
    expect(seenByAdmin).toEqual([{ unsubscribe_token: (await storedSubscriber(email))?.unsubscribe_token }]);
  });

  it('unsubscribes with the e-mailed token once, without signing in', async () => {
    const email = `sai.${uniqueToken()}@example.com`;
    await subscribeNewsletter(visitor, email, PERSON_AT_FORM);
    const token = (await storedSubscriber(email))?.unsubscribe_token ?? '';
    expect(await unsubscribeNewsletter(visitor, token)).toBe(true);
    expect(await storedSubscriber(email)).toBeUndefined();
    expect(await unsubscribeNewsletter(visitor, token)).toBe(false);
  });

  it('refuses forged, malformed and oversized tokens without removing anyone', async () => {
    const email = `fica.${uniqueToken()}@example.com`;
    await subscribeNewsletter(visitor, email, PERSON_AT_FORM);
    for (const token of [crypto.randomUUID(), 'nao-e-token', '', "' or 1=1 --", 'f'.repeat(10_000)]) {
      expect(await unsubscribeNewsletter(visitor, token), token.slice(0, 40)).toBe(false);
    }
    expect(await storedSubscriber(email)).toBeDefined();
  });
});
