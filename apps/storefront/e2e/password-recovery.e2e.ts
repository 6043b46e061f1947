import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';
import { createCustomer, latestLinkTo } from './support/recovery';

const stack = inject('stack');
const browser = browserPerFile();

async function fillNewPassword(page: Page, password: string, confirmation: string) {
  await page.getByLabel(/^Nova senha/).fill(password);
  await page.getByLabel(/^Confirme a nova senha/).fill(confirmation);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, `${stack.storefrontUrl}/login`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

const viewports: ViewportName[] = ['mobile', 'desktop'];

describe.each(viewports)('password recovery at %s size', (viewport) => {
  it('goes from the request to the e-mailed link to a new password that signs in, while the old one no longer does', async () => {
    const customer = await createCustomer(stack);
    const page = await newPage(browser(), viewport);

    await gotoHydrated(page, `${stack.storefrontUrl}/login`);
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/recuperar-senha`);
    // The router changes the address first and shows the new page once its code has loaded; until
    // then the sign-in form, with its own E-mail field, is still on screen.
    const form = page.getByRole('form', { name: 'Recuperar senha' });
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
    await form.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Verifique seu e-mail e siga o link enviado para redefinir sua senha.').waitFor();

    const link = await latestLinkTo(stack, customer.email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${stack.storefrontUrl}/redefinir-senha`);
    await gotoHydrated(page, link);
    await page.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
    // auth-js takes the session out of the address bar.
    await page.waitForURL((url) => url.pathname === '/redefinir-senha' && !url.hash.includes('access_token'));
    await page.getByText(customer.email).waitFor();

    await fillNewPassword(page, 'Senha-nova-1', 'Senha-nova-2');
    await page.getByText('As senhas não coincidem.').waitFor();
    await fillNewPassword(page, 'curta', 'curta');
    await page.getByText('A senha deve ter pelo menos 6 caracteres.').waitFor();

    const newPassword = `${customer.password}-nova`;
    const field = page.getByLabel(/^Nova senha/);
    await field.fill(newPassword);
    await expect(field.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Mostrar nova senha' }).click();
    await expect(field.getAttribute('type')).resolves.toBe('text');
    await expect(page.getByRole('button', { name: 'Mostrar nova senha' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByLabel(/^Confirme a nova senha/).fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    await page.getByText('Senha redefinida!').waitFor();
    await page.waitForURL(`${stack.storefrontUrl}/perfil`);
    await page.getByText(customer.email).waitFor();
    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/`);

    await signIn(page, customer.email, customer.password);
    await page.getByText('Falha na autenticação. Verifique seu e-mail e senha.').waitFor();
    await signIn(page, customer.email, newPassword);
    await page.getByText('Login realizado!').waitFor();
    await page.waitForURL(`${stack.storefrontUrl}/`);
    await page.context().close();
  });

  it('says a used link is no longer valid and leads to a new request', async () => {
    const customer = await createCustomer(stack);
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/recuperar-senha`);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Verifique seu e-mail e siga o link enviado para redefinir sua senha.').waitFor();
    const link = await latestLinkTo(stack, customer.email);
    // Opened once (a mail scanner, another tab): the second visit finds the link spent.
    await fetch(link, { redirect: 'manual' });

    await gotoHydrated(page, link);
    await page.getByRole('heading', { name: 'Link inválido ou expirado' }).waitFor();
    await page.getByText('Este link de redefinição de senha é inválido ou expirou. Solicite um novo e-mail.').waitFor();
    await expect(page.getByLabel(/^Nova senha/).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Solicitar novo link' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/recuperar-senha`);
    await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
    await page.context().close();
  });

  it('without a link, offers to ask for one', async () => {
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/redefinir-senha`);
    await page.getByRole('heading', { name: 'Link inválido ou expirado' }).waitFor();
    await page.getByRole('link', { name: 'Solicitar novo link' }).waitFor();
    await page.context().close();
  });
});
