import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LeadRow } from '@oneboss/data';
import { browserPerFile, latestMailLink, leadPhone, newPage, waitForHydrated } from '@oneboss/e2e';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();
const site = stack.storefrontUrl;

type StoredLead = Pick<LeadRow, 'name' | 'email' | 'phone' | 'message' | 'product_id' | 'page_path' | 'channel'>;
const leadsFor = (email: string) => rows<StoredLead>(`leads?select=name,email,phone,message,product_id,page_path,channel&email=eq.${encodeURIComponent(email)}`);

/** The database drops a form sent sooner than this after it opened (a person takes seconds). */
const MIN_FILL_MS = 3000;

let productId = '';

beforeAll(async () => {
  const [product] = await rows<{ id: string }>('products?select=id&published=eq.true&order=name&limit=1');
  productId = product.id;
});

async function fillLead(page: Page, lead: { name: string; email: string; phone: string; message?: string }) {
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(lead.name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(lead.email);
  await page.getByLabel('Telefone / WhatsApp').fill(lead.phone);
  if (lead.message !== undefined) await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill(lead.message);
}

const subscribersFor = (email: string) => rows<{ email: string; confirmed_at: string | null }>(`newsletter_subscribers?select=email,confirmed_at&email=ilike.${encodeURIComponent(email)}`);

/** Holds the page's scripts back, as on a slow phone, until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Posts the lead form as a script would, with the headers a browser sends; the answer is not followed. */
function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${site}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site, ...headers },
    body,
  });
}

const formBody = (fields: Record<string, string>) =>
  new URLSearchParams({ website: '', aberto_em: String(Date.now() - 10_000), ...fields }).toString();

// A buyer on a slow phone taps "Enviar mensagem" before the page's script has run: the form is a
// plain form then, posted to its own page.
describe('the lead form before its script runs', () => {
  it('stores a lead posted from a product page once, even sent twice, and says so on the page', async () => {
    const page = await newPage(browser(), 'mobile', { javaScriptEnabled: false });
    const email = `sem-script.${randomBytes(4).toString('hex')}@example.com`;
    const phone = leadPhone();
    await page.goto(`${site}/produto/${productId}`);
    const openedAt = Date.now();
    const form = page.locator('form#enviar-mensagem');
    await expect(form.getAttribute('method')).resolves.toBe('post');
    // The template message is there in the server's HTML.
    await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true }).inputValue()).resolves.toMatch(/^Olá, tenho interesse no produto/);

    // Nothing leaves the page while a required field is empty: the browser checks them itself.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect(requests).toEqual([]);

    await fillLead(page, { name: 'Marina Castro', email, phone: `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}` });
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - openedAt)));
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.waitForURL(`${site}/produto/${productId}?mensagem=enviada#enviar-mensagem-resultado`);
    const notice = page.getByRole('status').filter({ hasText: 'Mensagem enviada. Em breve um especialista entrará em contato.' });
    await notice.waitFor();
    // Once the page has scrolled to it, the outcome is in view: below the sticky header, above the phone's contact bar.
    const outcomeInView = async () => {
      const [header, shown, contactBar] = await Promise.all([page.locator('header.site-header').boundingBox(), notice.boundingBox(), page.locator('[data-contact-bar]').boundingBox()]);
      return shown!.y >= header!.y + header!.height && shown!.y + shown!.height <= contactBar!.y;
    };
    await expect.poll(outcomeInView).toBe(true);
    // The typed values never travel in the address.
    expect(page.url()).not.toContain(email.split('@')[0]);

    const [stored] = await leadsFor(email);
    expect(stored).toMatchObject({ name: 'Marina Castro', email, phone, product_id: productId, page_path: `/produto/${productId}`, channel: 'form' });
    expect(stored.message).toMatch(/^Olá, tenho interesse no produto/);

    // The buyer, unsure, goes back and sends the same message again: it is still one lead.
    await page.goBack();
    await fillLead(page, { name: 'Marina Castro', email, phone, message: stored.message ?? '' });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.waitForURL(/\?mensagem=enviada/);
    expect(await leadsFor(email)).toHaveLength(1);
    await page.context().close();
  });

  it('tells a refusal on the contact page in Portuguese and keeps what the shop search asked for', async () => {
    const page = await newPage(browser(), 'desktop', { javaScriptEnabled: false });
    const email = `recusa.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(`${site}/contato?procura=${encodeURIComponent('Rolex Daytona')}`);
    // A phone without its DDD passes the browser's checks; the server's are the schema's.
    await fillLead(page, { name: 'Otávio Reis', email, phone: '98765-4321' });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.waitForURL(`${site}/contato?procura=Rolex+Daytona&mensagem=invalida#enviar-mensagem-resultado`);
    await page.getByRole('status').filter({ hasText: 'Não foi possível enviar: confira nome, e-mail, telefone com DDD e mensagem e envie de novo.' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true }).inputValue()).resolves.toContain('Rolex Daytona');
    expect(await leadsFor(email)).toEqual([]);
    await page.context().close();
  });
});

describe('the lead form while its script arrives', () => {
  it('keeps what the buyer typed before hydration and sends it once hydrated', async () => {
    const page = await newPage(browser(), 'mobile');
    // Reduced motion makes every scroll instant, so where the page stands once hydrated is where it stays.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const email = `lento.${randomBytes(4).toString('hex')}@example.com`;
    const phone = leadPhone();
    // The page's scripts are held back until the buyer has scrolled down to the form and typed.
    const release = await holdScripts(page);
    await page.goto(`${site}/produto/${productId}`, { waitUntil: 'commit' });
    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    await name.waitFor();
    await fillLead(page, { name: 'Paula Nery', email, phone, message: 'Escrevi antes do script.' });
    release();
    await waitForHydrated(page, '#enviar-mensagem');
    // Hydration keeps the buyer's place: the page is not sent back to its top under their fingers.
    await expect(page.locator('#enviar-mensagem').evaluate((form) => form.getBoundingClientRect().bottom > 0 && form.getBoundingClientRect().top < innerHeight)).resolves.toBe(true);
    await expect(name.inputValue()).resolves.toBe('Paula Nery');
    await expect(page.getByRole('textbox', { name: 'Mensagem', exact: true }).inputValue()).resolves.toBe('Escrevi antes do script.');
    await expect(page.getByTestId('character-count').textContent()).resolves.toBe('24/5.000 caracteres');

    await page.waitForTimeout(MIN_FILL_MS + 500);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByRole('status').filter({ hasText: 'Mensagem enviada' }).first().waitFor();
    // Sent by the script: the page stayed where it was.
    expect(page.url()).toBe(`${site}/produto/${productId}`);
    expect(await leadsFor(email)).toMatchObject([{ name: 'Paula Nery', phone, message: 'Escrevi antes do script.', product_id: productId }]);
    await page.context().close();
  });
});

describe("the footer's newsletter form before its script runs", () => {
  it('subscribes an address posted as a plain form and says so on the newsletter page', async () => {
    const page = await newPage(browser(), 'mobile', { javaScriptEnabled: false });
    const email = `news.sem-script.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(`${site}/loja`);
    const openedAt = Date.now();
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Seu e-mail').fill(email);
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - openedAt)));
    await form.getByRole('button', { name: 'Inscrever-se' }).click();
    await page.waitForURL(`${site}/newsletter?inscricao=enviada`);
    await page.getByRole('heading', { level: 1, name: 'Confirme sua inscrição' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Enviamos um e-mail de confirmação para o endereço informado.' }).waitFor();
    expect(page.url()).not.toContain('news.sem-script');
    expect(await subscribersFor(email)).toEqual([{ email, confirmed_at: null }]);
    // The confirmation is mailed as for the script's sign-up.
    await expect(latestMailLink(stack, email)).resolves.toContain('/newsletter/confirmar?token=');

    // An address the database refuses comes back as a refusal, and nothing is stored.
    await page.goto(`${site}/sobre`);
    const reopenedAt = Date.now();
    const again = page.getByRole('form', { name: 'Newsletter' });
    await again.getByLabel('Seu e-mail').fill('sem-arroba.example.com');
    // The browser's own check stops an address without @; the server's is tried with one it lets through.
    await again.getByLabel('Seu e-mail').evaluate((input: HTMLInputElement) => {
      input.type = 'text';
    });
    // Sooner than a person could, the screening would drop it without a word, as it does a bot's.
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - reopenedAt)));
    await again.getByRole('button', { name: 'Inscrever-se' }).click();
    await page.waitForURL(/\/newsletter\?inscricao=/);
    expect(page.url()).toBe(`${site}/newsletter?inscricao=invalida`);
    await page.getByRole('status').filter({ hasText: 'Informe um e-mail válido.' }).waitFor();
    expect(await subscribersFor('sem-arroba.example.com')).toEqual([]);
    await page.context().close();
  });

  it('keeps an address typed before hydration once the footer hydrates', async () => {
    const page = await newPage(browser(), 'desktop');
    const email = `news.lento.${randomBytes(4).toString('hex')}@example.com`;
    const release = await holdScripts(page);
    await page.goto(`${site}/`, { waitUntil: 'commit' });
    const field = page.getByRole('form', { name: 'Newsletter' }).getByLabel('Seu e-mail');
    await field.scrollIntoViewIfNeeded();
    await field.fill(email);
    release();
    await waitForHydrated(page, '#newsletter');
    await expect(field.inputValue()).resolves.toBe(email);
    await page.context().close();
  });
});

describe('the lead form post refuses', () => {
  const valid = () => ({ name: 'Script', email: `script.${randomBytes(4).toString('hex')}@example.com`, phone: leadPhone(), message: 'Olá' });

  it('a post from another site, a body that is not a form and an oversized body, storing nothing', async () => {
    const lead = valid();
    const foreign = await post(`/produto/${productId}`, formBody(lead), { Origin: 'https://golpe.example' });
    expect(foreign.status).toBe(403);
    await expect(foreign.text()).resolves.toBe('Envio recusado: use o formulário no site da OneBoss.');
    const crossSite = await post('/contato', formBody(lead), { Origin: '', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);

    const json = await post('/contato', JSON.stringify(lead), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    await expect(json.text()).resolves.toBe('Envio recusado: o formulário deve ser enviado pela página.');

    const oversized = await post('/contato', formBody({ ...lead, message: 'a'.repeat(70_000) }));
    expect(oversized.status).toBe(413);
    await expect(oversized.text()).resolves.toBe('O envio passa do tamanho permitido.');
    expect(await leadsFor(lead.email)).toEqual([]);
  });

  it('a method no page takes (a put, a delete, a post to a page without a form) with 405, storing nothing', async () => {
    const lead = valid();
    for (const [method, path, allow] of [
      ['PUT', `/produto/${productId}`, 'GET, HEAD, POST'],
      ['DELETE', '/contato', 'GET, HEAD, POST'],
      ['POST', '/loja', 'GET, HEAD'],
      ['PATCH', '/', 'GET, HEAD'],
    ]) {
      const refused = await fetch(`${site}${path}`, {
        method,
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
        body: formBody(lead),
      });
      expect(refused.status, `${method} ${path}`).toBe(405);
      expect(refused.headers.get('Allow')).toBe(allow);
      await expect(refused.text()).resolves.toBe('Esta página não aceita esse tipo de envio.');
    }
    expect(await leadsFor(lead.email)).toEqual([]);
  });

  it('malformed fields, an unknown listing and a form sent at once with a 303 back to the page, never a 500', async () => {
    const lead = valid();
    const cases: [string, string, string][] = [
      ['broken encoding', `/contato`, `name=%E0%A4%A&email=${encodeURIComponent(lead.email)}&phone=%ZZ&message=%`],
      ['markup and control characters', `/contato`, formBody({ ...lead, name: '<script>alert(1)</script>\u0000' })],
      ['an id that is no listing', `/produto/00000000-0000-4000-8000-000000000000`, formBody(lead)],
      ['a path that is no id', `/produto/nada`, formBody(lead)],
    ];
    for (const [, path, body] of cases) {
      const answer = await post(path, body);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toMatch(/\?mensagem=(invalida|falhou)#enviar-mensagem-resultado$/);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(await leadsFor(lead.email)).toEqual([]);

    // Sent the moment the page was rendered, or with no render time at all: the screening drops it
    // without telling the script so, as it does for the form's own requests.
    const hasty = valid();
    for (const opened of [String(Date.now()), '', 'amanhã', String(Date.now() + 60_000)]) {
      const answer = await post('/contato', formBody({ ...hasty, aberto_em: opened }));
      expect(answer.status).toBe(303);
    }
    expect(await leadsFor(hasty.email)).toEqual([]);
  });

  it('shows only its own outcomes: a made-up one in the address says nothing', async () => {
    const page = await newPage(browser(), 'mobile', { javaScriptEnabled: false });
    await page.goto(`${site}/contato?mensagem=${encodeURIComponent('<b>Ganhe um prêmio</b>')}`);
    await page.getByRole('heading', { name: 'Fale Conosco' }).waitFor();
    await expect(page.getByText('Ganhe um prêmio').count()).resolves.toBe(0);
    await page.context().close();
  });
});
