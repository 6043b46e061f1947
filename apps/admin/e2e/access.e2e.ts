import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createConfirmedUser, finiteAnimationsEnded, browserPerFile, newPage, type ViewportName } from '@oneboss/e2e';
import { rest, rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(stack.adminUrl);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function signedInAdmin(viewport: ViewportName): Promise<Page> {
  const page = await newPage(browser(), viewport);
  await signIn(page, stack.admin.email, stack.admin.password);
  await page.getByRole('tablist', { name: 'Seções do painel' }).waitFor();
  return page;
}

/** A customer account with its e-mail confirmed, signed in through the public auth API like the storefront does. */
async function signUpCustomer(): Promise<{ email: string; password: string; accessToken: string; id: string }> {
  const email = `cliente.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Cliente-${randomBytes(6).toString('hex')}`;
  const id = await createConfirmedUser(stack, { email, password });
  const response = await fetch(`${stack.backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token?: string };
  expect(body.access_token).toBeTruthy();
  return { email, password, accessToken: body.access_token as string, id };
}

function asUser(token: string, extra: Record<string, string> = {}) {
  return { apikey: stack.anonKey, Authorization: `Bearer ${token}`, ...extra };
}

async function serviceRead<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/${path}`, {
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('Admin access', () => {
  it('refuses wrong credentials in pt-BR and keeps the form', async () => {
    const page = await newPage(browser(), 'desktop');
    await signIn(page, stack.admin.email, 'not-the-password');
    await page.getByText('Falha na autenticação. Verifique seu e-mail e senha.').waitFor();
    await page.getByText('Credenciais inválidas').waitFor();
    expect(await page.getByRole('tablist', { name: 'Seções do painel' }).count()).toBe(0);
    await page.context().close();
  });

  it('checks the forgot-password e-mail and confirms the reset e-mail', async () => {
    const page = await newPage(browser(), 'mobile');
    await page.goto(stack.adminUrl);
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    const form = page.getByRole('form', { name: 'Recuperar senha' });
    await form.getByLabel('E-mail').fill('sem-arroba');
    await form.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await form.getByText('Informe um e-mail válido.').waitFor();
    await form.getByLabel('E-mail').fill(stack.admin.email);
    await form.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await form.getByText('Verifique seu e-mail e siga o link enviado para redefinir sua senha.').waitFor();
    await page.context().close();
  });

  it('lets the admin in on desktop: header, the tabs, the dashboard with the remembered tab one click away, sign-out', async () => {
    const page = await signedInAdmin('desktop');
    await page.getByTestId('user-email').filter({ hasText: stack.admin.email }).waitFor();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'OneBoss — ir para a loja' }).getAttribute('href')).resolves.toBe(stack.storefrontUrl);
    const tabs = page.getByRole('tablist', { name: 'Seções do painel' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Produtos', 'Categorias', 'Leads', 'Parceiros', 'Newsletter', 'Vendedores', 'Moderação']);
    expect(await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link').allInnerTexts()).toEqual([
      'Produtos',
      'Categorias',
      'Leads',
      'Parceiros',
      'Newsletter',
      'Vendedores',
      'Moderação',
    ]);
    // The dashboard is the landing page; the tab opened last is one click away from it.
    await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
    await page.getByRole('link', { name: 'Continuar em Produtos' }).click();
    await page.waitForURL(/#\/products/);
    await page.getByRole('tab', { name: 'Produtos', selected: true }).waitFor();
    await page.getByTestId('products-total').filter({ hasText: /\d+ produtos?/ }).waitFor();

    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.waitForURL(/#\/leads/);
    await page.goto(stack.adminUrl);
    await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
    await page.getByRole('link', { name: 'Continuar em Leads' }).click();
    await page.waitForURL(/#\/leads/);
    await page.getByRole('tab', { name: 'Leads', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Produtos' }).click();
    await page.waitForURL(/#\/products/);

    await header.getByRole('button', { name: 'Sair' }).click();
    await page.getByText('Logout realizado').waitFor();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.context().close();
  });

  it('gives mobile its own header with Sair and a tab bar', async () => {
    const page = await signedInAdmin('mobile');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sair' }).waitFor();
    expect(await header.getByTestId('user-email').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Menu do painel' }).count()).toBe(0);
    expect(await page.getByRole('tablist', { name: 'Seções do painel' }).getByRole('tab').allInnerTexts()).toEqual(['Produtos', 'Categorias', 'Leads', 'Parceiros', 'Newsletter', 'Vendedores', 'Moderação']);
    // Every label whole and clear of its neighbours, the bar scrolling sideways where they do not all fit.
    const tabBoxes = await page.getByRole('tablist', { name: 'Seções do painel' }).getByRole('tab').evaluateAll((tabs) =>
      tabs.map((tab) => ({ left: tab.getBoundingClientRect().left, right: tab.getBoundingClientRect().right, clipped: tab.scrollWidth > tab.clientWidth })),
    );
    for (const [index, box] of tabBoxes.entries()) {
      expect(box.clipped).toBe(false);
      if (index > 0) expect(box.left).toBeGreaterThanOrEqual(tabBoxes[index - 1].right - 0.5);
    }
    await page.getByRole('tab', { name: 'Newsletter' }).click();
    await page.waitForURL(/#\/newsletter/);
    await page.getByRole('tab', { name: 'Produtos' }).click();
    await page.getByTestId('product-card').first().waitFor();

    // An address the panel does not have says so in one sentence, ended once.
    await page.goto(`${stack.adminUrl}/#/endereco-que-nao-existe`);
    await page.getByRole('heading', { level: 1, name: 'Não encontrado' }).waitFor();
    await page.getByText('Você digitou um endereço errado ou seguiu um link inválido.', { exact: true }).waitFor();
    await page.context().close();
  });

  it('has no axe violations on the login screen, the dashboard, the products tab and the product dialog', async () => {
    // A product with no picture first in the list, so its placeholder is part of the check.
    const [{ id: categoryId }] = await rows<{ id: string }>('categories?select=id&name=eq.Rel%C3%B3gios');
    const name = `A11y sem imagem ${randomBytes(3).toString('hex')}`;
    expect((await rest('products', { method: 'POST', body: JSON.stringify({ name, category_id: categoryId, price: 1000, published: false }) })).status).toBe(201);
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport);
      await page.goto(stack.adminUrl);
      await page.getByLabel('E-mail').waitFor();
      const violations = async () => {
        await finiteAnimationsEnded(page);
        return (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `${viewport}: ${violation.id}`);
      };
      expect(await violations()).toEqual([]);
      await signIn(page, stack.admin.email, stack.admin.password);
      await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
      // The dashboard settled: past the sign-in's loading screen, every figure and chart in.
      await page.waitForURL(/#\/$/);
      await page.getByTestId('figure-leads').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      await page.getByRole('tab', { name: 'Produtos' }).click();
      await page.getByTestId(viewport === 'mobile' ? 'product-card' : 'product-row').first().waitFor();
      // The list settles (its filters' options and counts arrive after the first rows).
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      await page.getByRole('button', { name: 'Novo produto' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Nome', exact: true }).waitFor();
      // The rich-text toolbar and the editor itself are part of the check.
      await page.getByRole('dialog').getByRole('textbox', { name: 'Descrição', exact: true }).waitFor();
      expect(await violations()).toEqual([]);
      await page.context().close();
    }
    await rest(`products?name=eq.${encodeURIComponent(name)}`, { method: 'DELETE' });
  }, 180_000);

  it('shows a customer account Acesso Negado with its diagnostics', async () => {
    const customer = await signUpCustomer();
    const page = await newPage(browser(), 'mobile');
    await signIn(page, customer.email, customer.password);
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    await page.getByText('Esta conta não possui permissões de administrador.').waitFor();
    await page.getByText(`O e-mail ${customer.email} não está cadastrado na tabela de administradores.`).waitFor();
    await page.getByRole('button', { name: 'Limpar cache e recarregar' }).waitFor();
    expect(await page.getByRole('tablist', { name: 'Seções do painel' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Limpar cache e recarregar' }).click();
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.context().close();
  });

  it('tells a signed-in account whose listed e-mail is no longer confirmed that it must confirm it first', async () => {
    const customer = await signUpCustomer();
    const page = await newPage(browser(), 'desktop');
    await signIn(page, customer.email, customer.password);
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();

    const service = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json' };
    const granted = await fetch(`${stack.backendUrl}/rest/v1/admin_permissions`, { method: 'POST', headers: service, body: JSON.stringify({ email: customer.email }) });
    expect(granted.status).toBe(201);
    const unconfirmed = await fetch(`${stack.backendUrl}/auth/v1/admin/users/${customer.id}`, {
      method: 'PUT',
      headers: service,
      body: JSON.stringify({ email_confirm: false }),
    });
    expect(unconfirmed.status).toBe(200);

    await page.getByRole('button', { name: 'Limpar cache e recarregar' }).click();
    await page.getByText(`O e-mail ${customer.email} ainda não foi confirmado: siga o link enviado para ele e entre novamente.`).waitFor();
    expect(await page.getByRole('tablist', { name: 'Seções do painel' }).count()).toBe(0);
    await page.context().close();
  });

  it("refuses a customer's direct writes to products, images and storage", async () => {
    const customer = await signUpCustomer();
    const [victim] = await serviceRead<{ id: string; name: string; price: string | number | null; published: boolean }[]>(
      'products?select=id,name,price,published&published=eq.true&price_on_request=eq.false&limit=1',
    );
    const [category] = await serviceRead<{ id: string }[]>('categories?select=id&limit=1');
    const json = asUser(customer.accessToken, { 'Content-Type': 'application/json', Prefer: 'return=representation' });

    const insert = await fetch(`${stack.backendUrl}/rest/v1/products`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Invasor', price: 1, category_id: category.id }),
    });
    expect(insert.status).toBeGreaterThanOrEqual(400);
    expect(await serviceRead<unknown[]>(`products?select=id&name=eq.Invasor`)).toEqual([]);

    const update = await fetch(`${stack.backendUrl}/rest/v1/products?id=eq.${victim.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ name: 'Alterado', published: false }),
    });
    if (update.status < 400) expect(await update.json()).toEqual([]);
    const remove = await fetch(`${stack.backendUrl}/rest/v1/products?id=eq.${victim.id}`, { method: 'DELETE', headers: json });
    if (remove.status < 400) expect(await remove.json()).toEqual([]);
    const [after] = await serviceRead<{ name: string; published: boolean }[]>(`products?select=name,published&id=eq.${victim.id}`);
    expect(after).toEqual({ name: victim.name, published: true });

    const image = await fetch(`${stack.backendUrl}/rest/v1/product_images`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ product_id: victim.id, url: `${stack.backendUrl}/storage/v1/object/public/products/${victim.id}/x.png`, sort_order: 99 }),
    });
    expect(image.status).toBeGreaterThanOrEqual(400);

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1d6c1e60000000049454e44ae426082', 'hex');
    const upload = await fetch(`${stack.backendUrl}/storage/v1/object/products/${victim.id}/invasor.png`, {
      method: 'POST',
      headers: asUser(customer.accessToken, { 'Content-Type': 'image/png' }),
      body: png,
    });
    expect(upload.status).toBeGreaterThanOrEqual(400);
    const listed = await fetch(`${stack.backendUrl}/storage/v1/object/list/products`, {
      method: 'POST',
      headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefix: victim.id, limit: 100 }),
    });
    expect(((await listed.json()) as { name: string }[]).map((object) => object.name)).not.toContain('invasor.png');
  });
});
