import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';

const stack = inject('stack');
const browser = browserPerFile();
/** Writes land on an embedded database shared with the other journeys: give them time. */
const SERVER_WRITE = { timeout: 15_000, interval: 250 };

/** The REST API with the service key: the test's own view of the database. */
async function service(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.backendUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation', ...init.headers },
  });
}

async function rows<T>(path: string): Promise<T[]> {
  const response = await service(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T[];
}

async function insert<T>(table: string, values: object[]): Promise<T[]> {
  const response = await service(table, { method: 'POST', body: JSON.stringify(values) });
  expect(response.status).toBe(201);
  return (await response.json()) as T[];
}

async function count(table: string, query = ''): Promise<number> {
  const response = await service(`${table}?select=id${query ? `&${query}` : ''}`, { method: 'HEAD', headers: { Prefer: 'count=exact' } });
  return Number(response.headers.get('content-range')?.split('/')[1]);
}

interface ProductRow {
  id: string;
  name: string;
  published: boolean;
  description: string | null;
  product_images: { url: string }[];
}

/** Products made for one journey, with a name prefix nothing else uses. */
async function seedProducts(prefix: string, howMany: number): Promise<ProductRow[]> {
  // A category of its own, without spec definitions: publishing in a demo category needs a place and its required specs.
  const tag = `${prefix}-${Date.now()}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [category] = await insert<{ id: string }>('categories', [{ name: `Rotas ${tag}`, value: `rotas-${tag}` }]);
  const values = Array.from({ length: howMany }, (_, index) => ({ name: `${prefix} ${index + 1}`, category_id: category.id, price: 1000 + index, published: true }));
  return insert<ProductRow>('products', values);
}

const hashPath = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

describe('catalogue routes and lists', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`a product's edit page has its own URL that survives reload and the back button (${viewport})`, async () => {
      const [product] = await seedProducts(`Rota ${viewport} ${randomBytes(3).toString('hex')}`, 1);
      const page = await signInAsAdmin(browser(), viewport);
      await page.goto(`${stack.adminUrl}/#/products`);
      await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(product.name);
      // The search is list state: it lives in the URL.
      await expect.poll(() => hashPath(page), SERVER_WRITE).toContain(`"q":"${product.name}"`);
      const listUrl = page.url();
      await page.getByRole('button', { name: `Editar ${product.name}` }).click();
      await expect.poll(() => hashPath(page)).toBe(`#/products/${product.id}`);
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByRole('textbox', { name: 'Nome', exact: true }).inputValue(), SERVER_WRITE).toBe(product.name);

      await page.reload();
      await expect.poll(() => page.getByRole('dialog').getByRole('textbox', { name: 'Nome', exact: true }).inputValue(), SERVER_WRITE).toBe(product.name);

      await page.goBack();
      await expect.poll(() => page.url()).toBe(listUrl);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect(page.getByRole('textbox', { name: 'Buscar por nome' }).inputValue()).resolves.toBe(product.name);
      await page.getByTestId(viewport === 'mobile' ? 'product-card' : 'product-row').filter({ hasText: product.name }).waitFor();

      // A deep link opened on its own: closing lands on the list.
      const fresh = await signInAsAdmin(browser(), viewport);
      await fresh.goto(`${stack.adminUrl}/#/products/${product.id}`);
      await expect.poll(() => fresh.getByRole('dialog').getByRole('textbox', { name: 'Nome', exact: true }).inputValue(), SERVER_WRITE).toBe(product.name);
      await fresh.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await expect.poll(() => hashPath(fresh)).toMatch(/^#\/products(\?|$)/);
      await page.context().close();
      await fresh.context().close();
    });
  }

  it("a partner's edit page has its own URL that survives reload and the back button", async () => {
    const [partner] = await rows<{ id: string; name: string }>('partners?select=id,name&order=order_index&limit=1');
    const page = await signInAsAdmin(browser(), 'desktop');
    await page.goto(`${stack.adminUrl}/#/partners`);
    await page.getByRole('button', { name: `Editar ${partner.name}` }).click();
    await expect.poll(() => hashPath(page)).toBe(`#/partners/${partner.id}`);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Editar parceiro' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Nome' }).inputValue(), SERVER_WRITE).toBe(partner.name);
    await page.goBack();
    await expect.poll(() => hashPath(page)).toBe('#/partners');
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${stack.adminUrl}/#/partners/${partner.id}`);
    await expect.poll(() => page.getByRole('dialog', { name: 'Editar parceiro' }).getByRole('textbox', { name: 'Nome' }).inputValue(), SERVER_WRITE).toBe(partner.name);
    await page.context().close();
  });

  it('filters and sorts through the URL, publishes, hides and deletes the selected products, and remembers hidden columns', async () => {
    const prefix = `Lote ${randomBytes(3).toString('hex')}`;
    const seeded = await seedProducts(prefix, 3);
    const page = await signInAsAdmin(browser(), 'desktop');
    await page.goto(`${stack.adminUrl}/#/products`);
    await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(prefix);
    const rowsOnPage = page.getByTestId('product-row');
    await expect.poll(() => rowsOnPage.count(), SERVER_WRITE).toBe(3);

    // Sort by price, highest first: the order is the server's and is in the URL.
    await page.getByRole('columnheader', { name: 'Preço' }).getByRole('button').click();
    await expect.poll(() => hashPath(page)).toContain('sort=price');
    if (!hashPath(page).includes('order=DESC')) await page.getByRole('columnheader', { name: 'Preço' }).getByRole('button').click();
    await expect.poll(() => hashPath(page)).toContain('order=DESC');
    await expect.poll(() => rowsOnPage.locator('td:nth-child(3) p').allInnerTexts(), SERVER_WRITE).toEqual([...seeded].reverse().map((product) => product.name));

    // The status filter survives a reload.
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Publicados', exact: true }).click();
    await expect.poll(() => hashPath(page)).toContain('"status":"published"');
    await page.reload();
    await expect.poll(() => rowsOnPage.count(), SERVER_WRITE).toBe(3);
    await expect(page.getByRole('combobox', { name: /^Status/ }).innerText()).resolves.toBe('Publicados');
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Todos', exact: true }).click();

    const ours = `products?select=id,published&name=like.${encodeURIComponent(`${prefix}*`)}`;
    await page.getByRole('checkbox', { name: 'Selecionar todos os produtos da página' }).check();
    await page.getByRole('button', { name: 'Ocultar selecionados' }).click();
    await page.getByText('3 produtos ocultados.').waitFor();
    await expect.poll(async () => (await rows<ProductRow>(ours)).map((row) => row.published), SERVER_WRITE).toEqual([false, false, false]);

    await page.getByRole('checkbox', { name: 'Selecionar todos os produtos da página' }).check();
    await page.getByRole('button', { name: 'Publicar selecionados' }).click();
    await page.getByText('3 produtos publicados.').waitFor();
    await expect.poll(async () => (await rows<ProductRow>(ours)).map((row) => row.published), SERVER_WRITE).toEqual([true, true, true]);

    // Hidden columns are remembered on this browser.
    await expect(page.getByRole('columnheader', { name: 'Estoque' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Estoque' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Estoque' }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => rowsOnPage.count(), SERVER_WRITE).toBe(3);
    expect(await page.getByRole('columnheader', { name: 'Estoque' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Estoque' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Estoque' }).count()).toBe(1);

    await page.getByRole('checkbox', { name: `Selecionar ${seeded[0].name}` }).check();
    await page.getByRole('checkbox', { name: `Selecionar ${seeded[1].name}` }).check();
    await page.getByRole('button', { name: 'Excluir selecionados (2)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(async () => (await rows<ProductRow>(ours)).map((row) => row.id), SERVER_WRITE).toEqual([seeded[2].id]);
    await expect.poll(() => rowsOnPage.count(), SERVER_WRITE).toBe(1);
    await page.context().close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lists the newsletter subscribers with their count and an e-mail search (${viewport})`, async () => {
      const tag = randomBytes(3).toString('hex');
      // One at a time, so their sign-up times differ.
      await insert('newsletter_subscribers', [{ email: `leitor.${tag}@example.com` }]);
      await insert('newsletter_subscribers', [{ email: `leitora.${tag}@example.com` }]);
      const page = await signInAsAdmin(browser(), viewport);
      await page.getByRole('tab', { name: 'Newsletter' }).click();
      await page.getByRole('heading', { name: 'Newsletter' }).waitFor();
      // Staff see confirmed subscriptions only. Other journeys sign addresses up, confirm and
      // unsubscribe them meanwhile: the total shown must be the count of confirmed ones at one
      // reading, the page read again when their writes overtook it.
      const total = page.getByTestId('newsletter-total');
      await expect
        .poll(async () => {
          await expect.poll(() => total.innerText(), SERVER_WRITE).toMatch(/^[\d.]+ inscritos$/);
          if ((await total.innerText()) === `${(await count('newsletter_subscribers', 'confirmed_at=not.is.null')).toLocaleString('pt-BR')} inscritos`) return true;
          await page.reload();
          return false;
        }, { timeout: 45_000, interval: 250 })
        .toBe(true);

      await page.getByRole('textbox', { name: 'Buscar por e-mail' }).fill(tag);
      await expect.poll(() => hashPath(page), SERVER_WRITE).toContain(tag);
      await expect.poll(() => page.getByTestId('newsletter-total').innerText(), SERVER_WRITE).toBe('2 inscritos');
      const items = page.getByTestId(viewport === 'mobile' ? 'subscriber-card' : 'subscriber-row');
      await expect.poll(() => items.count()).toBe(2);
      // Newest first.
      await expect(items.first().innerText()).resolves.toContain(`leitora.${tag}@example.com`);
      await page.reload();
      await expect.poll(() => items.count(), SERVER_WRITE).toBe(2);
      await page.context().close();
    });
  }

});
