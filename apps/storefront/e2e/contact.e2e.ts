import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LeadRow } from '@oneboss/data';
import { browserPerFile, gotoHydrated, newPage } from '@oneboss/e2e';
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

    const lead = { name: 'Rafael Antunes', email, phone: '(21) 99876-5432', message: 'Procuro uma lancha de 40 pés no Rio.' };
    await fillLead(page, lead);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Em breve um especialista entrará em contato.').first().waitFor();
    expect(await leadsFor(email)).toEqual([
      { name: lead.name, email, phone: '21998765432', message: lead.message, product_id: null, status: 'new' },
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
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByRole('status').filter({ hasText: 'Mensagem enviada' }).waitFor();
    expect(await leadsFor(email)).toEqual([]);
    await page.context().close();
  });
});
