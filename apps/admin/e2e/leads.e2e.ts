import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, newPage, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';

const stack = inject('stack');
/** Writes land on an embedded database shared with the other journeys: give them time. */
const SERVER_WRITE = { timeout: 15_000, interval: 250 };
const browser = browserPerFile();

const signedIn = (viewport: ViewportName): Promise<Page> => signInAsAdmin(browser(), viewport);

async function rest<T>(path: string, init: RequestInit = {}, key = stack.serviceKey): Promise<T> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });
  expect(response.status).toBeLessThan(300);
  return (response.status === 204 || response.status === 201 ? null : await response.json()) as T;
}

const statusOf = async (email: string) =>
  (await rest<{ status: string }[]>(`leads?select=status&email=eq.${encodeURIComponent(email)}`)).map((lead) => lead.status);

describe('Leads tab', () => {
  it('shows a lead sent from the storefront contact page and changes its status in place (desktop)', async () => {
    const tag = randomBytes(3).toString('hex');
    const name = `Helena Prado ${tag}`;
    const email = `helena.${tag}@example.com`;

    const storefront = await newPage(browser(), 'desktop');
    await storefront.goto(`${stack.storefrontUrl}/contato`);
    await storefront.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    await storefront.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await storefront.getByLabel('Telefone / WhatsApp').fill('(21) 99876-5432');
    await storefront.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Quero conhecer os iates disponíveis.');
    await storefront.getByRole('button', { name: 'Enviar mensagem' }).click();
    await storefront.getByText('Em breve um especialista entrará em contato.').first().waitFor();
    await storefront.context().close();

    const page = await signedIn('desktop');
    await page.goto(`${stack.adminUrl}/#/leads`);
    const table = page.getByRole('table', { name: 'Leads' });
    const firstRow = table.locator('tbody tr').first();
    await firstRow.getByText(name).waitFor();
    await firstRow.getByText('Contato geral').waitFor();
    await expect(firstRow.getByRole('link', { name: `WhatsApp de ${name}` }).getAttribute('href')).resolves.toBe('https://wa.me/5521998765432');
    await expect(firstRow.getByRole('link', { name: email }).getAttribute('href')).resolves.toBe(`mailto:${email}`);

    const status = firstRow.getByLabel(`Status de ${name}`);
    await expect(status.inputValue()).resolves.toBe('new');
    await status.selectOption({ label: 'Negociando' });
    await expect.poll(() => statusOf(email), SERVER_WRITE).toEqual(['negotiating']);

    const filter = page.getByLabel('Status', { exact: true });
    await filter.selectOption({ label: 'Negociando' });
    await table.getByText(name).waitFor();
    await filter.selectOption({ label: 'Novo' });
    await table.getByText(name).waitFor({ state: 'detached' });
    await filter.selectOption({ label: 'Todos' });

    await table.getByRole('button', { name: `Remover lead de ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await table.getByText(name).waitFor({ state: 'detached' });
    await expect(statusOf(email)).resolves.toEqual([]);
    await page.context().close();
  });

  it('links a product lead to the storefront product page, as a card on mobile', async () => {
    const tag = randomBytes(3).toString('hex');
    const name = `Otávio Reis ${tag}`;
    const email = `otavio.${tag}@example.com`;
    const [product] = await rest<{ id: string; name: string }[]>('products?select=id,name&published=eq.true&order=name&limit=1');
    // Visitors write leads with the public key, exactly as the product page does.
    await rest('leads', { method: 'POST', body: JSON.stringify({ name, email, phone: '11 91234-5678', message: 'Aceita troca?', product_id: product.id }) }, stack.anonKey);

    const page = await signedIn('mobile');
    await page.goto(`${stack.adminUrl}/#/leads`);
    const card = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: name });
    await card.waitFor();
    await expect(card.getByRole('link', { name: product.name }).getAttribute('href')).resolves.toBe(`${stack.storefrontUrl}/produto/${product.id}`);
    await expect(card.getByRole('link', { name: `WhatsApp de ${name}` }).getAttribute('href')).resolves.toBe('https://wa.me/5511912345678');

    await card.getByLabel(`Status de ${name}`).selectOption({ label: 'Fechado' });
    await expect.poll(() => statusOf(email), SERVER_WRITE).toEqual(['closed']);
    await page.reload();
    await expect(page.getByLabel(`Status de ${name}`).inputValue()).resolves.toBe('closed');
    await page.context().close();
  });

  it('says the leads could not be loaded and recovers with Tentar novamente', async () => {
    const page = await signedIn('desktop');
    // The backend drops out for this page only: every leads request fails at the network level.
    await page.route('**/rest/v1/leads*', (route) => route.abort('connectionrefused'));
    await page.goto(`${stack.adminUrl}/#/leads`);
    const alert = page.getByRole('alert').filter({ hasText: 'Erro ao carregar leads' }).filter({ has: page.getByRole('button', { name: 'Tentar novamente' }) });
    await alert.getByText('Falha na conexão com o servidor. Verifique sua internet.').waitFor({ timeout: 30_000 });

    await page.unroute('**/rest/v1/leads*');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('table', { name: 'Leads' }).waitFor();
    await page.context().close();
  });
});
