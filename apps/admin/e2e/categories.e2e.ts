import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserPerFile, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';

const stack = inject('stack');
const browser = browserPerFile();

const signedIn = (viewport: ViewportName): Promise<Page> => signInAsAdmin(browser(), viewport);

async function rows<T>(path: string): Promise<T[]> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/${path}`, {
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

function item(panel: Locator, name: string): Locator {
  return panel.getByRole('listitem').filter({ has: panel.page().getByText(name, { exact: true }) });
}

async function confirmRemoval(page: Page, name: string, panel: Locator) {
  await panel.getByRole('button', { name: `Remover ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function removeCategoryRow(id: string) {
  const response = await fetch(`${stack.backendUrl}/rest/v1/categories?id=eq.${id}`, {
    method: 'DELETE',
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBeLessThan(300);
}

/** The query of the admin's hash route (`#/categories?category=...`). */
const hashQuery = (url: URL) => new URLSearchParams(url.hash.split('?')[1] ?? '');
const selectionIs = (categoryId: string, subcategoryId: string) => (url: URL) =>
  hashQuery(url).get('category') === categoryId && hashQuery(url).get('subcategory') === subcategoryId;

const suffix = () => randomBytes(3).toString('hex');

describe('Categorias tab', () => {
  it('adds, renames and removes a category, subcategory and value; refuses duplicates (desktop)', async () => {
    const page = await signedIn('desktop');
    await page.goto(`${stack.adminUrl}/#/categories`);
    const categories = page.locator('section[aria-label="Categorias"]');
    const subcategories = page.locator('section[aria-label="Subcategorias"]');
    const values = page.locator('section[aria-label="Valores"]');
    await categories.getByText('Automóveis', { exact: true }).waitFor();

    // New category: the slug follows the name, the server function creates it.
    const tag = suffix();
    const name = `Iates Clássicos ${tag}`;
    await categories.getByLabel('Nova categoria').fill(name);
    await expect(categories.getByLabel('Identificador (slug)').inputValue()).resolves.toBe(`iates-classicos-${tag}`);
    await categories.getByRole('button', { name: 'Adicionar categoria' }).click();
    await page.getByText('Categoria adicionada').waitFor();
    await item(categories, name).waitFor();
    const [created] = await rows<{ id: string; value: string }>(`categories?select=id,value&name=eq.${encodeURIComponent(name)}`);
    expect(created.value).toBe(`iates-classicos-${tag}`);

    // Blank names and slugs already in use never reach the server.
    await categories.getByRole('button', { name: 'Adicionar categoria' }).click();
    await categories.getByText('Informe o nome.').waitFor();
    await categories.getByLabel('Nova categoria').fill('Carros antigos');
    await categories.getByLabel('Identificador (slug)').fill('veiculos');
    await categories.getByRole('button', { name: 'Adicionar categoria' }).click();
    await categories.getByText('Já existe uma categoria com esse identificador.').waitFor();
    expect(await rows('categories?select=id&value=eq.veiculos')).toHaveLength(1);

    await item(categories, name).getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await subcategories.getByText('Nenhuma subcategoria cadastrada').waitFor();
    await subcategories.getByLabel('Nova subcategoria').fill('Veleiros');
    await subcategories.getByRole('button', { name: 'Adicionar subcategoria' }).click();
    await item(subcategories, 'Veleiros').waitFor();

    await subcategories.getByLabel('Nova subcategoria').fill('Veleiros de regata');
    await subcategories.getByLabel('Identificador (slug)').fill('veleiros');
    await subcategories.getByRole('button', { name: 'Adicionar subcategoria' }).click();
    await subcategories.getByText('Já existe uma subcategoria com esse identificador nesta categoria.').waitFor();
    expect(await rows(`subcategories?select=id&category_id=eq.${created.id}`)).toHaveLength(1);

    await item(subcategories, 'Veleiros').getByRole('button', { name: /^Veleiros/ }).click();
    await values.getByLabel('Novo valor').fill('Até 40 pés');
    await values.getByRole('button', { name: 'Adicionar' }).click();
    await item(values, 'Até 40 pés').waitFor();
    await values.getByLabel('Novo valor').fill('até 40 PÉS');
    await values.getByRole('button', { name: 'Adicionar' }).click();
    await values.getByText('Este atributo já existe nesta subcategoria.').waitFor();

    // Inline renames: a blank name is refused, a real one is saved.
    await values.getByRole('button', { name: 'Renomear Até 40 pés' }).click();
    await values.getByLabel('Valor', { exact: true }).fill('  ');
    await values.getByLabel('Valor', { exact: true }).press('Enter');
    await values.getByText('Informe o nome.').waitFor();
    await values.getByLabel('Valor', { exact: true }).fill('Até 45 pés');
    await values.getByLabel('Valor', { exact: true }).press('Enter');
    await item(values, 'Até 45 pés').waitFor();
    await subcategories.getByRole('button', { name: 'Renomear Veleiros' }).click();
    await subcategories.getByLabel('Nome da subcategoria').fill('Veleiros oceânicos');
    await subcategories.getByLabel('Nome da subcategoria').press('Enter');
    await item(subcategories, 'Veleiros oceânicos').waitFor();
    await categories.getByRole('button', { name: `Renomear ${name}` }).click();
    await categories.getByLabel('Nome da categoria').fill(`${name} Raros`);
    await categories.getByLabel('Nome da categoria').press('Enter');
    await item(categories, `${name} Raros`).waitFor();

    const [sub] = await rows<{ id: string; name: string; type: string; attributes: { attribute: string }[] }>(
      `subcategories?select=id,name,type,attributes(attribute)&category_id=eq.${created.id}`,
    );
    expect(sub).toMatchObject({ name: 'Veleiros oceânicos', type: 'veleiros', attributes: [{ attribute: 'Até 45 pés' }] });
    expect(await rows(`categories?select=name&id=eq.${created.id}`)).toEqual([{ name: `${name} Raros` }]);

    await confirmRemoval(page, 'Até 45 pés', values);
    await values.getByText('Nenhum valor cadastrado').waitFor();
    await confirmRemoval(page, 'Veleiros oceânicos', subcategories);
    await subcategories.getByText('Nenhuma subcategoria cadastrada').waitFor();
    await confirmRemoval(page, `${name} Raros`, categories);
    await item(categories, `${name} Raros`).waitFor({ state: 'detached' });
    expect(await rows(`categories?select=id&id=eq.${created.id}`)).toEqual([]);
    expect(await rows(`subcategories?select=id&id=eq.${sub.id}`)).toEqual([]);
    await page.context().close();
  });

  it('explains why a category that still has products cannot be removed', async () => {
    const page = await signedIn('desktop');
    await page.goto(`${stack.adminUrl}/#/categories`);
    const categories = page.locator('section[aria-label="Categorias"]');
    await confirmRemoval(page, 'Automóveis', categories);
    await categories.getByRole('alert').filter({ hasText: /produtos/ }).waitFor();
    await page.getByText('Erro ao remover categoria').waitFor();
    expect(await rows('categories?select=id&value=eq.veiculos')).toHaveLength(1);
    await page.context().close();
  });

  it('uses sub-tabs with a breadcrumb on mobile and remembers the selection', async () => {
    const page = await signedIn('mobile');
    await page.goto(`${stack.adminUrl}/#/categories`);
    const levels = page.getByRole('tablist', { name: 'Níveis do catálogo' });
    await levels.getByRole('tab', { name: 'Categorias', exact: true }).waitFor();
    await expect(levels.getByRole('tab', { name: 'Subcategorias' }).isDisabled()).resolves.toBe(true);
    await expect(levels.getByRole('tab', { name: 'Valores' }).isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: /^Embarcações/ }).click();
    await levels.getByRole('tab', { name: 'Subcategorias', selected: true }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Caminho' });
    await breadcrumb.getByText('Embarcações').waitFor();
    await expect(levels.getByRole('tab', { name: 'Valores' }).isDisabled()).resolves.toBe(true);

    const panel = page.getByRole('tabpanel');
    const firstSubcategory = panel.getByRole('listitem').first();
    const subcategoryName = (await firstSubcategory.innerText()).split('\n')[0];
    await firstSubcategory.getByRole('button', { name: new RegExp(`^${subcategoryName}`) }).click();
    await levels.getByRole('tab', { name: 'Valores', selected: true }).waitFor();
    await breadcrumb.getByText(subcategoryName).waitFor();

    await page.reload();
    await levels.getByRole('tab', { name: 'Valores', selected: true }).waitFor();
    await breadcrumb.getByText('Embarcações').waitFor();
    await breadcrumb.getByText('Categorias', { exact: true }).click();
    await levels.getByRole('tab', { name: 'Categorias', exact: true, selected: true }).waitFor();
    await page.context().close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`keeps the selection in the URL across a reload and the back button (${viewport})`, async () => {
      const page = await signedIn(viewport);
      await page.goto(`${stack.adminUrl}/#/categories`);
      const [boats] = await rows<{ id: string; subcategories: { id: string; name: string }[] }>(
        'categories?select=id,subcategories(id,name)&value=eq.embarcacoes',
      );
      const [first, second] = boats.subcategories;
      const selected = page.locator('.Mui-selected');
      const levels = page.getByRole('tablist', { name: 'Níveis do catálogo' });

      await page.getByRole('button', { name: /^Embarcações/ }).click();
      await page.getByRole('button', { name: new RegExp(`^${first.name}`) }).click();
      await page.waitForURL(selectionIs(boats.id, first.id));
      if (viewport === 'mobile') {
        await levels.getByRole('tab', { name: 'Valores', selected: true }).waitFor();
        await levels.getByRole('tab', { name: 'Subcategorias' }).click();
      }
      await page.getByRole('button', { name: new RegExp(`^${second.name}`) }).click();
      await page.waitForURL(selectionIs(boats.id, second.id));

      await page.reload();
      if (viewport === 'mobile') {
        await levels.getByRole('tab', { name: 'Valores', selected: true }).waitFor();
        await page.getByRole('navigation', { name: 'Caminho' }).getByText(second.name).waitFor();
      } else {
        await selected.filter({ hasText: 'Embarcações' }).waitFor();
        await selected.filter({ hasText: second.name }).waitFor();
      }

      // Back: the choice before the last one (on the phone, the Subcategorias sub-tab it was made on).
      await page.goBack();
      await page.waitForURL(selectionIs(boats.id, first.id));
      if (viewport === 'mobile') await levels.getByRole('tab', { name: 'Subcategorias', selected: true }).waitFor();
      await selected.filter({ hasText: first.name }).waitFor();
      await page.context().close();
    });
  }

  it('records a rename made in the panel in the audit log (desktop)', async () => {
    const tag = suffix();
    const name = `Auditada ${tag}`;
    const page = await signedIn('desktop');
    const created = await fetch(`${stack.backendUrl}/rest/v1/categories`, {
      method: 'POST',
      headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ name, value: `auditada-${tag}` }),
    });
    expect(created.status).toBe(201);
    const [category] = (await created.json()) as { id: string }[];

    await page.goto(`${stack.adminUrl}/#/categories?category=${category.id}`);
    const categories = page.locator('section[aria-label="Categorias"]');
    await categories.getByRole('button', { name: `Renomear ${name}` }).click();
    await categories.getByLabel('Nome da categoria').fill(`${name} Renomeada`);
    await categories.getByLabel('Nome da categoria').press('Enter');
    await item(categories, `${name} Renomeada`).waitFor();

    const filter = JSON.stringify({ table_name: 'categories', record_id: category.id });
    await page.goto(`${stack.adminUrl}/#/audit_log?${new URLSearchParams({ filter })}`);
    await page.getByTestId('audit-row').filter({ hasText: 'Alteração' }).filter({ hasText: stack.admin.email }).waitFor();
    await removeCategoryRow(category.id);
    await page.context().close();
  });

  it('keeps the words buyers type for a category, and the shop finds its listings by them (desktop)', async () => {
    const tag = suffix();
    const service = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };
    const created = await fetch(`${stack.backendUrl}/rest/v1/categories`, { method: 'POST', headers: service, body: JSON.stringify({ name: `Náutica ${tag}`, value: `nautica-${tag}` }) });
    expect(created.status).toBe(201);
    const [category] = (await created.json()) as { id: string }[];
    const listing = await fetch(`${stack.backendUrl}/rest/v1/products`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ name: `Veleiro ${tag}`, price: 100000, category_id: category.id, published: true }),
    });
    expect(listing.status).toBe(201);
    // A word no listing holds, ending in a vowel so the buyer can type its plural.
    const word = `caiaque${tag.replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)])}o`;

    const page = await signedIn('desktop');
    await page.goto(`${stack.adminUrl}/#/categories?category=${category.id}`);
    const form = page.getByRole('form', { name: `Termos de busca de Náutica ${tag}` });
    const field = form.getByLabel('Sinônimos que o comprador digita');
    await field.fill(`${word}, barco a vela`);
    await form.getByRole('button', { name: 'Salvar termos' }).click();
    await form.getByText('Use uma palavra por termo, sem espaços nem os caracteres < > " & ;.').waitFor();
    expect((await rows<{ search_terms: string[] }>(`categories?select=search_terms&id=eq.${category.id}`))[0].search_terms).toEqual([]);

    await field.fill(`${word}, embarcação, ${word}`);
    await form.getByRole('button', { name: 'Salvar termos' }).click();
    await page.getByText('Termos de busca salvos').waitFor();
    expect((await rows<{ search_terms: string[] }>(`categories?select=search_terms&id=eq.${category.id}`))[0].search_terms).toEqual([word, 'embarcação']);

    const shop = await page.context().newPage();
    await shop.goto(`${stack.storefrontUrl}/loja?search=${word}s`);
    await shop.getByText('1 produto encontrado').waitFor();
    await shop.getByRole('heading', { name: `Veleiro ${tag}` }).waitFor();

    await fetch(`${stack.backendUrl}/rest/v1/products?category_id=eq.${category.id}`, { method: 'DELETE', headers: service });
    await removeCategoryRow(category.id);
    await page.context().close();
  });
});
