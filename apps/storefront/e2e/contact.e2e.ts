import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, newPage } from '@oneboss/e2e';
import { gotoHydrated } from './support/hydrated';

const stack = inject('stack');
const browser = browserPerFile();

interface LeadRow {
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  product_id: string | null;
  status: string;
}

async function leadsFor(email: string): Promise<LeadRow[]> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/leads?select=name,email,phone,message,product_id,status&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

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
