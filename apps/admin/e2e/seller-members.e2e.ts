import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readMailbox } from '@oneboss/local-supabase/testing';
import { browserPerFile, createConfirmedUser, gotoHydrated, latestMailLink, newPage, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { rest, rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

async function created<T>(table: string, row: Record<string, unknown>): Promise<T> {
  const response = await rest(table, { method: 'POST', body: JSON.stringify(row), headers: { Prefer: 'return=representation' } });
  if (response.status !== 201) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as T[])[0];
}

/**
 * Two sellers, a listing and a lead each, and a confirmed member of the first. The listings live
 * in a category of their own without spec definitions, so saving needs no specs.
 */
async function twoSellers() {
  const token = randomBytes(3).toString('hex');
  const category = await created<{ id: string }>('categories', { name: `Membros ${token}`, value: `membros-${token}` });
  const [sellerA, sellerB] = await Promise.all(
    ['a', 'b'].map((letter) =>
      created<{ id: string; name: string }>('sellers', { slug: `membros-${letter}-${token}`, name: `Loja ${letter.toUpperCase()} ${token}`, kind: 'concessionaria', whatsapp: '5511987654321' }),
    ),
  );
  const listingA = await created<{ id: string; name: string }>('products', { name: `Sedan A ${token}`, price: 100000, category_id: category.id, seller_id: sellerA.id, published: true });
  const listingB = await created<{ id: string; name: string }>('products', { name: `Coupé B ${token}`, price: 200000, category_id: category.id, seller_id: sellerB.id, published: true });
  await created('leads', { name: `Comprador A ${token}`, email: `comprador-a-${token}@example.com`, message: 'Olá', product_id: listingA.id });
  await created('leads', { name: `Comprador B ${token}`, email: `comprador-b-${token}@example.com`, message: 'Olá', product_id: listingB.id });
  const member = { email: `membro-${token}@example.com`, password: `Senha-forte-${token}` };
  const userId = await createConfirmedUser(stack, member);
  await created('seller_members', { seller_id: sellerA.id, user_id: userId });
  return { token, sellerA, listingA, listingB, member };
}

/** The newest mail to `email` whose subject matches, waiting out the backend's delivery. */
async function mailFor(email: string, subject: RegExp) {
  await expect
    .poll(async () => (await readMailbox(stack.backendUrl, stack.serviceKey, email)).some((mail) => subject.test(mail.subject)), { timeout: 15_000 })
    .toBe(true);
  return (await readMailbox(stack.backendUrl, stack.serviceKey, email)).find((mail) => subject.test(mail.subject));
}

async function signInAs(viewport: ViewportName, account: { email: string; password: string }): Promise<Page> {
  const page = await newPage(browser(), viewport);
  await page.goto(stack.adminUrl);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('tablist', { name: 'Seções do painel' }).waitFor();
  return page;
}

describe.each(['desktop', 'mobile'] as const)('seller members at %s', (viewport) => {
  it('a member sees only their listings and leads, a price change waits for an admin, then the shop shows it', async () => {
    const { token, listingA, listingB, member } = await twoSellers();
    const page = await signInAs(viewport, member);

    // The reduced panel: their listings, leads, seller and moderation; nothing of the platform's.
    const tabs = page.getByRole('tablist', { name: 'Seções do painel' });
    await tabs.getByRole('tab', { name: 'Moderação' }).waitFor();
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['Produtos', 'Leads', 'Vendedores', 'Moderação']);
    await page.waitForURL(/#\/products/);
    await page.getByText(listingA.name).first().waitFor();
    expect(await page.getByText(listingB.name).count()).toBe(0);
    // The CSV import is the platform's (the server refuses members): not offered.
    expect(await page.getByRole('button', { name: /Importar/ }).count()).toBe(0);

    await tabs.getByRole('tab', { name: 'Leads' }).click();
    await page.getByText(`Comprador A ${token}`).first().waitFor();
    expect(await page.getByText(`Comprador B ${token}`).count()).toBe(0);
    // Their leads are all one seller's: no seller filter to choose among the marketplace's sellers.
    expect(await page.getByRole('combobox', { name: 'Vendedor' }).count()).toBe(0);

    // Opening another seller's listing by its address finds nothing to edit.
    await page.goto(`${stack.adminUrl}/#/products/${listingB.id}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Preço', exact: true }).count(), { timeout: 5_000 }).toBe(0);

    await page.goto(`${stack.adminUrl}/#/products/${listingA.id}`);
    const dialog = page.getByRole('dialog');
    const price = dialog.getByRole('textbox', { name: 'Preço', exact: true });
    await expect.poll(() => price.inputValue(), { timeout: 15_000 }).toBe('R$\u00a0100.000,00');
    await price.fill('9500000');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText(/esperam a aprovação da equipe OneBoss/).first().waitFor({ timeout: 30_000 });

    const [held] = await rows<{ price: string }>(`products?select=price&id=eq.${listingA.id}`);
    expect(Number(held.price)).toBe(100000);
    const [revision] = await rows<{ status: string; changes: { price: number } }>(`product_revisions?select=status,changes&product_id=eq.${listingA.id}`);
    expect(revision).toMatchObject({ status: 'pending', changes: { price: 95000 } });
    // Reopened, the listing's form says what waits for approval.
    await page.goto(`${stack.adminUrl}/#/products/${listingA.id}`);
    await expect.poll(() => page.getByRole('dialog').innerText(), { timeout: 15_000 }).toMatch(/aguardando aprovação da equipe OneBoss \(Preço: R\$\s?95\.000,00[;)]/);

    const shop = await newPage(browser(), viewport);
    await shop.goto(`${stack.storefrontUrl}/produto/${listingA.id}`);
    await shop.getByText(/100\.000,00/).first().waitFor();

    await page.goto(`${stack.adminUrl}/#/product_revisions`);
    const card = page.getByRole('article', { name: `Alteração de ${listingA.name}` });
    await card.getByText('Aguardando aprovação').waitFor();
    await card.getByText(/Preço: R\$\s?95\.000,00/).waitFor();
    expect(await card.getByRole('button', { name: 'Aprovar' }).count()).toBe(0);

    // The admin approves from the Moderação queue.
    const admin = await signInAsAdmin(browser(), viewport);
    await admin.goto(`${stack.adminUrl}/#/product_revisions`);
    const queued = admin.getByRole('article', { name: `Alteração de ${listingA.name}` });
    await queued.getByRole('button', { name: 'Aprovar' }).click();
    await admin.getByText('Alteração aprovada').first().waitFor();

    const [approved] = await rows<{ price: string }>(`products?select=price&id=eq.${listingA.id}`);
    expect(Number(approved.price)).toBe(95000);
    await shop.reload();
    await shop.getByText(/95\.000,00/).first().waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Todas' }).click();
    await card.getByText('Aprovada').waitFor();
    // Two sign-ins, a save, a review and three shop reads: longer than the default 90 s.
  }, 240_000);

  it("a member keeps their seller's profile current (name, WhatsApp, logo) while who the seller is stays the platform's", async () => {
    const { token, sellerA, member } = await twoSellers();
    const folder = await mkdtemp(join(tmpdir(), 'oneboss-member-logo-'));
    const logo = join(folder, 'logo.png');
    await sharp({ create: { width: 128, height: 128, channels: 3, background: '#0b1a2a' } }).png().toFile(logo);
    try {
      const page = await signInAs(viewport, member);
      await page.goto(`${stack.adminUrl}/#/sellers/${sellerA.id}/show`);
      await page.getByRole('link', { name: 'Editar perfil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar vendedor' });
      const name = dialog.getByRole('textbox', { name: 'Nome' });
      await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe(sellerA.name);
      // The page's address, kind and registrations are shown, not editable; verification and trust not offered.
      expect(await dialog.getByRole('textbox', { name: 'Endereço da página' }).getAttribute('readonly')).not.toBeNull();
      expect(await dialog.getByRole('switch', { name: 'Verificado pela OneBoss' }).count()).toBe(0);
      expect(await dialog.getByRole('switch', { name: /Confiável/ }).count()).toBe(0);

      await name.fill(`Loja A ${token} Premium`);
      await dialog.getByRole('textbox', { name: 'WhatsApp' }).fill('+55 (11) 97777-6666');
      await dialog.locator('input[type="file"]').setInputFiles(logo);
      await dialog.getByRole('img', { name: 'Pré-visualização do logo' }).waitFor();
      await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });

      const [saved] = await rows<{ name: string; whatsapp: string; logo_path: string | null; slug: string }>(`sellers?select=name,whatsapp,logo_path,slug&id=eq.${sellerA.id}`);
      expect(saved).toMatchObject({ name: `Loja A ${token} Premium`, whatsapp: '5511977776666', slug: `membros-a-${token}` });
      // Stored in the seller's own folder, the only one its members may write.
      expect(saved.logo_path).toMatch(new RegExp(`^${sellerA.id}/\\d+-\\w+\\.png$`));
      await page.context().close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
  it('an admin invites a new address, the invitee signs up and works for the seller with its lead alerts, and an admin removes them', async () => {
    const { token, sellerA, listingA } = await twoSellers();
    const invitee = { email: `convidada-${token}-${viewport}@example.com`, password: `Senha-forte-${token}` };
    const admin = await signInAsAdmin(browser(), viewport);
    await admin.goto(`${stack.adminUrl}/#/sellers/${sellerA.id}/show`);
    await admin.getByRole('button', { name: 'Convidar membro' }).click();
    const dialog = admin.getByRole('dialog', { name: `Convidar membro para ${sellerA.name}` });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await admin.getByText('Convite enviado').first().waitFor();
    const team = admin.getByRole('region', { name: 'Membros' });
    await team.getByText(/aguardando a conta com este e-mail/).waitFor();

    // The invitation leads to the shop's sign-up form; the invitee creates the account and confirms it.
    const invitation = await mailFor(invitee.email, /^Convite para a equipe de /);
    const shop = await newPage(browser(), viewport);
    await gotoHydrated(shop, invitation?.link ?? '');
    await shop.getByLabel('Nome completo').fill(`Convidada ${token}`);
    await shop.getByLabel('WhatsApp').fill('(11) 98765-4321');
    await shop.getByLabel('Estado').selectOption('SP');
    await shop.getByRole('textbox', { name: 'E-mail', exact: true }).fill(invitee.email);
    await shop.getByLabel('Senha').fill(invitee.password);
    await shop.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await shop.getByText('Conta criada!').waitFor();
    await gotoHydrated(shop, (await latestMailLink(stack, invitee.email)) ?? '');
    await shop.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();

    // A member like any other: listed as one, working on the seller's listings, alerted of its leads.
    await admin.reload();
    await team.getByText('E-mail confirmado', { exact: false }).first().waitFor();
    await team.getByText(invitee.email).waitFor();
    expect(await team.getByText(/aguardando a conta/).count()).toBe(0);
    const member = await signInAs(viewport, invitee);
    await member.waitForURL(/#\/products/);
    await member.getByText(listingA.name).first().waitFor();
    await created('leads', { name: `Comprador Novo ${token}`, email: `comprador-novo-${token}@example.com`, message: 'Olá', product_id: listingA.id });
    const alert = await mailFor(invitee.email, /^Novo contato/);
    expect(alert?.text).toContain(`Comprador Novo ${token}`);

    // The admin removes them; their next visit to the panel finds nothing of the seller.
    await team.getByRole('button', { name: `Remover ${invitee.email}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remover membro' });
    await confirm.getByText(`${invitee.email} deixa de ver e alterar os anúncios e contatos de ${sellerA.name}.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await admin.getByText('Membro removido').first().waitFor();
    await expect.poll(() => team.getByText(invitee.email).count(), { timeout: 10_000 }).toBe(0);
    await member.reload();
    await member.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    expect(await member.getByText(listingA.name).count()).toBe(0);

    // An invitation not yet confirmed can be withdrawn the same way.
    const other = `outra-${token}-${viewport}@example.com`;
    await admin.getByRole('button', { name: 'Convidar membro' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(other);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await team.getByRole('button', { name: `Cancelar o convite de ${other}` }).click();
    await admin.getByRole('dialog', { name: 'Cancelar convite' }).getByRole('button', { name: 'Cancelar convite' }).click();
    await admin.getByText('Convite cancelado').first().waitFor();
    await expect.poll(() => team.getByText(other).count(), { timeout: 10_000 }).toBe(0);
    expect(await rows(`seller_member_invitations?select=id&seller_id=eq.${sellerA.id}`)).toEqual([]);
  }, 240_000);
});
