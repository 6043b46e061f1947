import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LeadRow } from '@oneboss/data';
import { browserPerFile, createConfirmedUser, gotoHydrated, latestMailLink, leadPhone, newPage, type ViewportName } from '@oneboss/e2e';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();
const SCREENSHOTS = 'tmp/screenshots/account-deletion';

/** The leads matching a PostgREST filter, as the service key sees them. */
const leads = (filter: string) => rows<Pick<LeadRow, 'id' | 'name' | 'email' | 'phone' | 'message' | 'product_id'>>(`leads?select=id,name,email,phone,message,product_id&${filter}`);

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await gotoHydrated(page, `${stack.storefrontUrl}/login?redirect_to=%2Fperfil`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function shoot(page: Page, viewport: ViewportName, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${viewport}-${name}.png`, fullPage: true });
}

describe('account deletion (LGPD)', () => {
  it.each(['mobile', 'desktop'] as const)(
    'on %s: the data is downloaded, the request confirmed by e-mail and processed in the back office; the account is gone and its lead anonymised',
    async (viewport) => {
      await mkdir(SCREENSHOTS, { recursive: true });
      const suffix = randomBytes(4).toString('hex');
      const email = `titular.${suffix}@example.com`;
      const password = `Senha-${suffix}-forte`;
      const message = `Quero conhecer o iate ${suffix}.`;
      await createConfirmedUser(stack, { email, password });

      const page = await newPage(browser(), viewport);
      await signIn(page, email, password);
      await page.waitForURL(`${stack.storefrontUrl}/perfil`);

      // The holder sends a lead with their e-mail.
      await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Titular Teste');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await page.getByLabel('Telefone / WhatsApp').fill(leadPhone());
      await page.getByRole('textbox', { name: 'Mensagem', exact: true }).fill(message);
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await page.getByText('Em breve um especialista entrará em contato.').first().waitFor();
      const [lead] = await leads(`email=eq.${encodeURIComponent(email)}`);
      expect(lead).toMatchObject({ name: 'Titular Teste', message });

      // The data download, checked in the browser.
      await gotoHydrated(page, `${stack.storefrontUrl}/perfil`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
      expect(download.suggestedFilename()).toBe('meus-dados-oneboss.json');
      const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as Record<string, unknown>;
      expect(exported).toMatchObject({ account: { email }, leads: [{ email, message, name: 'Titular Teste' }], account_deletion_requests: [] });

      // The request on /cancelar, with the signed-in e-mail offered.
      await gotoHydrated(page, `${stack.storefrontUrl}/cancelar`);
      await page.getByRole('button', { name: 'Solicitar exclusão da conta' }).click();
      await expect(page.getByLabel('E-mail da conta').inputValue()).resolves.toBe(email);
      await page.getByRole('button', { name: 'Confirmar exclusão' }).click();
      await page.getByText('Sua solicitação de exclusão de conta foi recebida. Você receberá um email de confirmação em breve.').waitFor();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      const status = page.getByTestId('account-deletion-status');
      await status.getByText('Aguardando confirmação').waitFor();
      await status.getByText(`abra o link que enviamos para ${email}`, { exact: false }).waitFor();
      await shoot(page, viewport, '1-cancelar-requested');

      // The mailed link, opened: confirming takes a click.
      const link = await latestMailLink(stack, email);
      expect(new URL(link ?? '').pathname).toBe('/cancelar/confirmar');
      expect(new URL(link ?? '').origin).toBe(stack.storefrontUrl);
      await gotoHydrated(page, link ?? '');
      await shoot(page, viewport, '2-confirm-page');
      await page.getByRole('button', { name: 'Confirmar exclusão da conta' }).click();
      await page.getByRole('status').getByText('Solicitação confirmada').waitFor();
      await page.getByText('Sua conta será excluída em até 48 horas.', { exact: false }).waitFor();
      await shoot(page, viewport, '3-confirmed');

      await gotoHydrated(page, `${stack.storefrontUrl}/perfil`);
      await page.getByTestId('account-deletion-status').getByText('Confirmada', { exact: true }).waitFor();
      await shoot(page, viewport, '4-perfil-confirmed');

      // The admin processes it in the back office.
      const admin = await newPage(browser(), viewport);
      await admin.goto(stack.adminUrl);
      await admin.getByLabel('E-mail').fill(stack.admin.email);
      await admin.getByLabel('Senha').fill(stack.admin.password);
      await admin.getByRole('button', { name: 'Entrar' }).click();
      await admin.getByRole('tablist', { name: 'Seções do painel' }).waitFor();
      await admin.goto(`${stack.adminUrl}/#/account_deletion_requests`);
      await admin.getByRole('heading', { name: 'Solicitações de exclusão' }).waitFor();
      await admin.getByRole('link', { name: email }).click();
      await admin.getByRole('heading', { name: email }).waitFor();
      await admin.getByRole('heading', { name: 'Como processar' }).waitFor();
      await shoot(admin, viewport, '5-admin-show');
      await admin.getByRole('button', { name: 'Processar exclusão' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Processar exclusão' });
      await dialog.getByText(`A conta de ${email} será excluída`, { exact: false }).waitFor();
      await dialog.getByLabel('Observações (opcional)').fill('Atendido pelo e2e');
      await dialog.getByRole('button', { name: 'Processar exclusão' }).click();
      await admin.getByText('Contas excluídas: 1. Leads anonimizados: 1. Inscrições removidas: 0.').waitFor();
      await admin.getByText('Esta solicitação já foi concluída e fica guardada como registro', { exact: false }).waitFor();
      await admin.getByText('Concluída', { exact: true }).first().waitFor();
      // The audit log still records the admin's write, and the page shows it without a reload.
      await admin.getByRole('region', { name: 'Histórico de alterações' }).getByTestId('audit-entry').getByText(`por ${stack.admin.email}`, { exact: false }).waitFor();
      await shoot(admin, viewport, '6-admin-processed');
      await admin.context().close();

      // The holder can no longer sign in, and their lead keeps only its product and date.
      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, email, password);
      await page.getByText('Falha na autenticação. Verifique seu e-mail e senha.').waitFor();
      expect(await leads(`id=eq.${lead.id}`)).toEqual([{ id: lead.id, name: 'Titular removido', email: null, phone: null, message: null, product_id: lead.product_id }]);
      const [mail] = await fetch(`${stack.backendUrl}/local/v1/mail?to=${encodeURIComponent(email)}`, { headers: { apikey: stack.serviceKey } })
        .then((response) => response.json() as Promise<{ messages: { subject: string }[] }>)
        .then((body) => body.messages);
      expect(mail.subject).toBe('Sua conta OneBoss foi excluída');
      await page.context().close();
    },
    // One journey through both apps: sign-in, lead, download, request, mail, confirmation, back office, refused sign-in.
    240_000,
  );
});
