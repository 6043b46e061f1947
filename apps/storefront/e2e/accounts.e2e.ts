import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, gotoHydrated, latestMailLink, newPage } from '@oneboss/e2e';

const stack = inject('stack');
const browser = browserPerFile();

async function profileRows(fullName: string): Promise<{ id: string; full_name: string; whatsapp: string; estado: string }[]> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/profiles?select=id,full_name,whatsapp,estado&full_name=eq.${encodeURIComponent(fullName)}`, {
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function fillSignUp(page: Page, person: { fullName: string; whatsapp: string; estado: string; email: string; password: string }) {
  await page.getByLabel('Nome completo').fill(person.fullName);
  await page.getByLabel('WhatsApp').fill(person.whatsapp);
  await page.getByLabel('Estado').selectOption(person.estado);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  await page.getByLabel('Senha').fill(person.password);
}

describe('accounts', () => {
  it('signs up, confirms the e-mail through its link, shows the name on /perfil, signs out and back in', async () => {
    const page = await newPage(browser(), 'mobile');
    const suffix = randomBytes(4).toString('hex');
    const person = {
      fullName: `Helena Prado ${suffix}`,
      whatsapp: '(11) 98765-4321',
      estado: 'RJ',
      // Long, as some are: the confirmation page names it on a phone's width.
      email: `helena.prado.${suffix}@escritoriodeadvocacia.example.com`,
      password: `Senha-${suffix}-forte`,
    };

    await gotoHydrated(page, `${stack.storefrontUrl}/login?mode=signup&redirect_to=%2Fperfil`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Criar conta');
    // All 27 federative units plus the placeholder.
    await expect(page.getByLabel('Estado').locator('option').count()).resolves.toBe(28);
    await fillSignUp(page, person);
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();

    await page.getByText('Conta criada!').waitFor();
    // No session before the e-mail is confirmed: the sign-in form waits, and refuses the account until then.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('mode') === 'login');
    await page.getByRole('heading', { name: 'Entrar na OneBoss' }).waitFor();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
    await page.getByLabel('Senha').fill(person.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Confirme seu e-mail pelo link que enviamos antes de entrar.').waitFor();
    expect(await profileRows(person.fullName)).toEqual([]);

    const link = await latestMailLink(stack, person.email);
    expect(new URL(link ?? '').searchParams.get('redirect_to')).toBe(`${stack.storefrontUrl}/email-confirmado?redirect_to=%2Fperfil`);
    // The link lands on a page that says the address is confirmed, already signed in.
    await gotoHydrated(page, link ?? '');
    await page.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();
    const confirmed = page.getByText(`você já entrou na sua conta (${person.email})`);
    await confirmed.waitFor();
    // Within the page's 16 px margins at 390 px: the address breaks instead of running off the screen.
    const box = await confirmed.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(15);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/perfil`);
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe(person.fullName);
    await page.getByText(person.email).waitFor();
    await page.getByRole('link', { name: 'Dados Cadastrais' }).waitFor();
    // A customer is not an admin: no way to the back office.
    await page.getByRole('navigation', { name: 'Minha conta' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Painel administrativo' }).count()).resolves.toBe(0);

    const rows = await profileRows(person.fullName);
    expect(rows).toEqual([expect.objectContaining({ full_name: person.fullName, whatsapp: person.whatsapp, estado: 'RJ' })]);

    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/`);

    // Followed again, the used link is refused by the auth server; the visitor reads why in Portuguese.
    await gotoHydrated(page, link ?? '');
    const refusal = page.getByRole('alert').filter({ hasText: 'Link inválido ou expirado' });
    await refusal.waitFor();
    expect(await refusal.textContent()).not.toMatch(/invalid|expired|link is/i);
    await page.getByRole('heading', { name: 'Entrar na OneBoss' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await gotoHydrated(page, `${stack.storefrontUrl}/perfil`);
    await page.getByRole('link', { name: 'Fazer Login' }).waitFor();
    await expect(page.getByRole('link', { name: 'Criar Conta Grátis' }).getAttribute('href')).resolves.toContain('mode=signup');
    await page.getByText('Versão 1.0.0').waitFor();

    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await page.waitForURL(/\/login\?redirect_to=%2Fperfil$/);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
    await page.getByLabel('Senha').fill(person.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Login realizado!').waitFor();
    await page.waitForURL(`${stack.storefrontUrl}/perfil`);
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe(person.fullName);
    await page.context().close();
    // Sign-up, confirmation page, profile, sign-out, refused link and sign-in: twice the default on a busy machine.
  }, 180_000);

  it('shows a pt-BR message under each sign-up field, toggles to sign-in, and reports a Google provider that is off', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, `${stack.storefrontUrl}/login?mode=signup`);
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    for (const message of ['Por favor, informe seu nome completo', 'Por favor, informe seu WhatsApp', 'Por favor, selecione seu estado']) {
      await page.getByText(message).waitFor();
    }
    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(/\/login\?mode=login$/);
    await page.getByRole('heading', { name: 'Entrar na OneBoss' }).waitFor();

    // The local backend has no Google provider configured: the visitor stays and is told so.
    await page.getByRole('button', { name: 'Continuar com Google' }).click();
    await page.getByText('Erro ao fazer login com Google').first().waitFor();
    expect(new URL(page.url()).origin).toBe(stack.storefrontUrl);
    await page.context().close();
  });

  it('refuses wrong credentials with the pt-BR error and never redirects off-site', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, `${stack.storefrontUrl}/login?redirect_to=${encodeURIComponent('https://evil.example/')}`);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ninguem@example.com');
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Falha na autenticação. Verifique seu e-mail e senha.').waitFor();
    expect(new URL(page.url()).origin).toBe(stack.storefrontUrl);

    // The admin signs in here too (any account may); the unsafe target falls back to home.
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(stack.admin.email);
    await page.getByLabel('Senha').fill(stack.admin.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${stack.storefrontUrl}/`);
    // The new outcome replaces the stale one: success, and no 'Erro' left from the wrong password.
    const toasts = page.locator('[data-scope=toast][data-part=root]');
    await toasts.filter({ hasText: 'Login realizado!' }).waitFor();
    await expect(toasts.count()).resolves.toBe(1);
    await expect(toasts.filter({ hasText: 'Erro' }).count()).resolves.toBe(0);

    // The server's admin check adds the way to the back office to the admin's profile menu.
    await gotoHydrated(page, `${stack.storefrontUrl}/perfil`);
    await page.getByRole('link', { name: 'Painel administrativo' }).waitFor();
    await page.context().close();
  });

  it('asks for a valid e-mail before accepting an account deletion request', async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/cancelar`);
    await page.getByText('48 horas', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Solicitar exclusão da conta' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    // Focus starts in the dialog's e-mail field.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('email');
    await dialog.getByLabel('E-mail da conta').fill('sem-arroba');
    await dialog.getByRole('button', { name: 'Confirmar exclusão' }).click();
    await page.getByText('Email inválido').waitFor();
    await dialog.getByText('Por favor, insira um email válido.').waitFor();
    await dialog.getByLabel('E-mail da conta').fill('cliente@example.com');
    await dialog.getByRole('button', { name: 'Confirmar exclusão' }).click();
    const toasts = page.locator('[data-scope=toast][data-part=root]');
    await toasts.filter({ hasText: 'Solicitação enviada' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The accepted request replaces the refusal: no error toast stays behind the closed dialog.
    await expect(toasts.count()).resolves.toBe(1);
    await expect(toasts.filter({ hasText: 'Email inválido' }).count()).resolves.toBe(0);
    // Reopened, the form starts empty again.
    await page.getByRole('button', { name: 'Solicitar exclusão da conta' }).click();
    await expect(page.getByRole('alertdialog').getByLabel('E-mail da conta').inputValue()).resolves.toBe('');
    await page.context().close();
  });

  it('shows Notificações (asking a visitor to sign in), has no orders or addresses pages, and sends /admin to the admin app', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, `${stack.storefrontUrl}/perfil/notificacoes`);
    await page.getByRole('heading', { name: 'Notificações' }).waitFor();
    await page.getByRole('link', { name: 'Voltar para o perfil' }).waitFor();
    for (const gone of ['pedidos', 'enderecos', 'inexistente']) {
      await gotoHydrated(page, `${stack.storefrontUrl}/perfil/${gone}`);
      await page.getByText('Página não encontrada').waitFor();
    }
    await gotoHydrated(page, `${stack.storefrontUrl}/admin`);
    await page.waitForURL((url) => url.origin === stack.adminUrl);
    await page.context().close();
  });
});
