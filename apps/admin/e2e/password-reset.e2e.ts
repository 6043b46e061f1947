import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createConfirmedUser, latestMailLink, browserPerFile, newPage } from '@oneboss/e2e';

const stack = inject('stack');
const browser = browserPerFile();

const service = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' };

/** A second admin, so the seeded one's password stays what the other journeys sign in with. */
async function createAdmin(): Promise<{ email: string; password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const admin = { email: `gestor.${suffix}@oneboss.local`, password: `Gestor-antiga-${suffix}` };
  await createConfirmedUser(stack, admin);
  const granted = await fetch(`${stack.backendUrl}/rest/v1/admin_permissions`, { method: 'POST', headers: service, body: JSON.stringify({ email: admin.email, is_admin: true }) });
  expect(granted.status).toBe(201);
  return admin;
}

async function requestReset(page: Page, email: string): Promise<string> {
  await page.goto(stack.adminUrl);
  await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
  const form = page.getByRole('form', { name: 'Recuperar senha' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await form.getByText('Verifique seu e-mail e siga o link enviado para redefinir sua senha.').waitFor();
  return (await latestMailLink(stack, email)) ?? '';
}

async function setPassword(page: Page, password: string, confirmation: string) {
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel(/^Confirme a nova senha/).fill(confirmation);
  await page.getByRole('button', { name: 'Salvar' }).click();
}

describe('Admin password reset', () => {
  it('takes the e-mailed link to the set-password page, and the new password opens the panel', async () => {
    const admin = await createAdmin();
    const page = await newPage(browser(), 'desktop');
    const link = await requestReset(page, admin.email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${stack.adminUrl}/`);

    await page.goto(link);
    await page.getByText('Criar nova senha').waitFor();
    await setPassword(page, 'Gestor-nova-1', 'Gestor-nova-2');
    await page.getByText('As senhas não coincidem.').first().waitFor();
    await setPassword(page, 'curta', 'curta');
    await page.getByText('A senha deve ter pelo menos 6 caracteres.').first().waitFor();
    const newPassword = `${admin.password}-nova`;
    await setPassword(page, newPassword, newPassword);
    await page.getByRole('tablist', { name: 'Seções do painel' }).waitFor();
    await page.context().close();

    const signIn = async (password: string) =>
      fetch(`${stack.backendUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password }),
      });
    expect((await signIn(newPassword)).status).toBe(200);
    expect((await signIn(admin.password)).status).toBe(400);
  });

  it('brings a used link back to the login with the message and the form for a new e-mail', async () => {
    const admin = await createAdmin();
    const page = await newPage(browser(), 'mobile');
    const link = await requestReset(page, admin.email);
    await fetch(link, { redirect: 'manual' });

    await page.goto(link);
    await page.getByText('Este link de redefinição de senha é inválido ou expirou. Solicite um novo e-mail.').waitFor();
    await page.getByRole('form', { name: 'Recuperar senha' }).waitFor();
    await page.context().close();
  });
});
