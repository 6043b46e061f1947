import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LeadRow } from '@oneboss/data';
import { browserPerFile, gotoHydrated, leadPhone, newPage } from '@oneboss/e2e';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

const leadsFor = (email: string) => rows<Pick<LeadRow, 'name' | 'email' | 'phone' | 'message' | 'product_id' | 'status'>>(`leads?select=name,email,phone,message,product_id,status&email=eq.${encodeURIComponent(email)}`);

async function fillLead(page: Page, lead: { name: string; email: string; phone: string; message: string }) {
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(lead.name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(lead.email);
  await page.getByLabel('Telefone / WhatsApp').fill(lead.phone);
  await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill(lead.message);
}

describe('contact form (leads)', () => {
  it('stores a lead without login, then holds a second message back for the cooldown', async () => {
    const page = await newPage(browser(), 'desktop');
    const email = `lead.${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
    await page.getByRole('heading', { name: 'Fale Conosco' }).waitFor();

    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Por favor, informe seu nome').waitFor();
    await page.getByText('Informe um e-mail válido.').waitFor();

    const phone = leadPhone();
    // Typed as a buyer writes it, stored as digits.
    const typed = `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;
    const lead = { name: 'Rafael Antunes', email, phone: typed, message: 'Procuro uma lancha de 40 pés no Rio.' };
    await fillLead(page, lead);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Em breve um especialista entrará em contato.').first().waitFor();
    expect(await leadsFor(email)).toEqual([
      { name: lead.name, email, phone, message: lead.message, product_id: null, status: 'new' },
    ]);
    // The form is emptied for the next message.
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).resolves.toBe('');

    await fillLead(page, { ...lead, message: 'Segunda mensagem' });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText(/Aguarde \d+ segundos para enviar outra/).waitFor();
    expect(await leadsFor(email)).toHaveLength(1);
    await page.context().close();
  });

  it("holds the message to the database's limit with a counter, and tells every refusal in Portuguese", async () => {
    const page = await newPage(browser(), 'mobile');
    const email = `limite.${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
    const message = page.getByRole('textbox', { name: 'Mensagem', exact: true });
    const counter = page.getByTestId('character-count');
    await expect(counter.textContent()).resolves.toBe('0/5.000 caracteres');
    await expect(message.getAttribute('maxlength')).resolves.toBe('5000');

    // Typing or pasting stops at the limit, and the counter follows.
    await fillLead(page, { name: 'Marina Lopes', email, phone: '(11) 98888-7777', message: 'a'.repeat(5_001) });
    await expect(message.inputValue()).resolves.toHaveLength(5_000);
    await expect(counter.textContent()).resolves.toBe('5.000/5.000 caracteres');

    // A longer value that slips past the field is refused before anything is sent.
    let posted = 0;
    await page.route('**/rest/v1/leads*', async (route) => {
      posted += 1;
      await route.continue();
    });
    await message.evaluate((field: HTMLTextAreaElement) => field.removeAttribute('maxlength'));
    await message.fill('a'.repeat(5_001));
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('A mensagem pode ter no máximo 5000 caracteres.').waitFor();
    expect(posted).toBe(0);
    await page.unroute('**/rest/v1/leads*');

    // The server's own refusal of an oversized message (the request altered on its way) reads in Portuguese.
    await message.fill('Procuro um jato executivo.');
    await page.route('**/rest/v1/leads*', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, message: 'b'.repeat(5_001) }) });
    });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const toast = page.locator('[data-scope=toast][data-part=root]').filter({ hasText: 'Erro ao enviar mensagem' });
    await toast.waitFor();
    const refusal = await toast.textContent();
    expect(refusal).not.toMatch(/violates|constraint|leads_message/i);
    await page.unroute('**/rest/v1/leads*');

    // A network failure, too.
    await page.route('**/rest/v1/leads*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.locator('[data-scope=toast][data-part=root]').filter({ hasText: /conexão/i }).waitFor();
    expect(await leadsFor(email)).toEqual([]);
    await page.context().close();
  });

  it('silently drops a submit whose hidden honeypot field was filled', async () => {
    const page = await newPage(browser(), 'mobile');
    const email = `bot.${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(honeypot.getAttribute('autocomplete')).resolves.toBe('off');
    // Hidden from assistive tech: no accessible field with that label.
    await expect(page.getByRole('textbox', { name: 'Deixe este campo em branco' }).count()).resolves.toBe(0);

    await fillLead(page, { name: 'Bot', email, phone: '11999999999', message: 'spam' });
    await honeypot.fill('https://spam.example', { force: true });
    // The database drops it, not the page: a bot posting to the API directly is dropped alike.
    const sent = page.waitForRequest((request) => request.url().includes('/rest/v1/leads') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email, form_trap: 'https://spam.example' });
    await page.getByRole('status').filter({ hasText: 'Mensagem enviada' }).first().waitFor();
    expect(await leadsFor(email)).toEqual([]);
    await page.context().close();
  });

  it("sends a buyer's first lead at once, in one request, with the hidden field out of reach and no challenge", async () => {
    const page = await newPage(browser(), 'desktop');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const email = `comprador.${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
    const hydratedAt = Date.now();

    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0 || (box.width <= 1 && box.height <= 1)).toBe(true);
    // Tabbing through the form from its first field never reaches the hidden one.
    await page.getByRole('textbox', { name: 'Nome', exact: true }).focus();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('website');
    }

    await fillLead(page, { name: 'Helena Prado', email, phone: '(11) 97654-3210', message: 'Gostaria de agendar uma visita.' });
    // A person takes a few seconds to fill the form; past that, nothing holds the lead back.
    await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - hydratedAt)));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/')) posts.push(request.url());
    });
    const sent = page.waitForRequest((request) => request.url().includes('/rest/v1/leads') && request.method() === 'POST');
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    await page.getByRole('status').filter({ hasText: 'Mensagem enviada' }).first().waitFor();
    expect(Date.now() - clickedAt).toBeLessThan(2000);
    expect(body).toMatchObject({ email, form_trap: '', challenge_token: null });
    expect(body.form_fill_ms).toBeGreaterThanOrEqual(3000);
    expect(posts).toHaveLength(1);
    await expect(page.getByText('Não sou um robô').count()).resolves.toBe(0);
    expect(await leadsFor(email)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the challenge only once the server asks for it, and sends the solved one', async () => {
    const page = await newPage(browser(), 'mobile');
    const email = `desafio.${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
    await expect(page.getByText('Não sou um robô').count()).resolves.toBe(0);
    await fillLead(page, { name: 'Otávio Lima', email, phone: '(31) 98765-1234', message: 'Tenho interesse no jato.' });

    // The hourly caps are crossed: the database answers this lead as it does past them.
    await page.route('**/rest/v1/leads*', (route) =>
      route.fulfill({
        status: 428,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'PT428', message: 'Confirme que você não é um robô para enviar a mensagem.', details: null, hint: 'challenge_required' }),
      }),
    );
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Confirme que você não é um robô para enviar a mensagem.').first().waitFor();
    await page.unroute('**/rest/v1/leads*');
    expect(await leadsFor(email)).toEqual([]);

    await page.getByText('Não sou um robô').click();
    const sent = page.waitForRequest((request) => request.url().includes('/rest/v1/leads') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email, challenge_token: 'desafio-local-resolvido' });
    await page.getByRole('status').filter({ hasText: 'Mensagem enviada' }).first().waitFor();
    expect(await leadsFor(email)).toHaveLength(1);
    await expect(page.getByText('Não sou um robô').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('past the caps with no challenge configured, asks to try later or write on WhatsApp instead of showing a challenge', async () => {
    const page = await newPage(browser(), 'mobile');
    const email = `sem.desafio.${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
    await fillLead(page, { name: 'Otávio Lima', email, phone: '(31) 98765-1234', message: 'Tenho interesse no jato.' });

    // The database's answer past the caps when the project set no challenge provider.
    const refusal = 'Recebemos muitas mensagens agora. Tente novamente mais tarde ou fale conosco pelo WhatsApp.';
    await page.route('**/rest/v1/leads*', (route) =>
      route.fulfill({
        status: 428,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'PT428', message: refusal, details: null, hint: 'challenge_unavailable' }),
      }),
    );
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    // The form's own line (the toast says the same without the link).
    const whatsapp = page.getByRole('alert').filter({ hasText: 'Recebemos muitas mensagens agora.' }).getByRole('link', { name: 'fale conosco pelo WhatsApp' });
    await whatsapp.waitFor();
    await expect(whatsapp.getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\//);
    await expect(page.getByText('Não sou um robô').count()).resolves.toBe(0);
    await page.context().close();
  });
});
