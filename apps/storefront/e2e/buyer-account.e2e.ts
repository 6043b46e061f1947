import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readMailbox } from '@oneboss/local-supabase/testing';
import { browserPerFile, createConfirmedUser, gotoHydrated, latestMailLink, newPage, type ViewportName } from '@oneboss/e2e';

const stack = inject('stack');
const browser = browserPerFile();
const SIZES: ViewportName[] = ['mobile', 'desktop'];
// Screenshots of the account pages, looked at by whoever changes them.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
// Journeys of several pages and sign-ins: more than the default on a busy two-core machine.
const SLOW = 180_000;

const service = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' };

async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/${path}`, { ...init, headers: { ...service, Prefer: 'return=representation', ...init.headers } });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return response.json() as Promise<T>;
}

/** A published listing of this test's own, so hiding it later touches no other journey. */
async function newListing(name: string): Promise<string> {
  const [category] = await rest<{ id: string }[]>('categories?select=id&limit=1');
  const [product] = await rest<{ id: string }[]>('products', {
    method: 'POST',
    body: JSON.stringify({ name, price: 250000, category_id: category.id, published: true, stock_quantity: 1 }),
  });
  return product.id;
}

async function newBuyer(): Promise<{ email: string; password: string; id: string }> {
  const account = { email: `comprador.${randomBytes(4).toString('hex')}@example.com`, password: `Senha-${randomBytes(4).toString('hex')}` };
  return { ...account, id: await createConfirmedUser(stack, account) };
}

async function signIn(page: Page, account: { email: string; password: string }, redirectTo: string) {
  await gotoHydrated(page, `${stack.storefrontUrl}/login?redirect_to=${encodeURIComponent(redirectTo)}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${stack.storefrontUrl}${redirectTo}`);
}

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.each(SIZES)('buyer account at %s', (size) => {
  it('changes name, WhatsApp (formatted as typed) and state, kept after a reload', async () => {
    const buyer = await newBuyer();
    const page = await newPage(browser(), size);
    await signIn(page, buyer, '/perfil');
    await expect(page.getByRole('link', { name: 'Meus Pedidos' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Endereços' }).count()).resolves.toBe(0);
    await screenshot(page, `perfil-${size}`);
    await page.getByRole('link', { name: 'Dados Cadastrais' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/perfil/dados`);

    const name = page.getByLabel('Nome completo');
    await name.fill(`Beatriz Comprador ${size}`);
    const whatsapp = page.getByLabel('WhatsApp');
    await whatsapp.fill('');
    await whatsapp.pressSequentially('21987654321');
    await expect(whatsapp.inputValue()).resolves.toBe('(21) 98765-4321');
    await page.getByLabel('Estado').selectOption('MG');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Dados salvos').first().waitFor();
    await screenshot(page, `perfil-dados-${size}`);

    await gotoHydrated(page, page.url());
    await expect(page.getByLabel('Nome completo').inputValue()).resolves.toBe(`Beatriz Comprador ${size}`);
    await expect(page.getByLabel('WhatsApp').inputValue()).resolves.toBe('(21) 98765-4321');
    await expect(page.getByLabel('Estado').inputValue()).resolves.toBe('MG');
    expect(await rest(`profiles?select=full_name,whatsapp,estado&id=eq.${buyer.id}`)).toEqual([{ full_name: `Beatriz Comprador ${size}`, whatsapp: '(21) 98765-4321', estado: 'MG' }]);
    await page.context().close();
  }, SLOW);

  it('changes the password, its rule shown before sending, and asks a new e-mail to confirm by a pt-BR mail', async () => {
    const buyer = await newBuyer();
    const page = await newPage(browser(), size);
    await signIn(page, buyer, '/perfil/seguranca');
    const form = page.getByRole('form', { name: 'Alterar senha' });
    await form.getByLabel('Nova senha').first().fill('abc');
    await expect(form.getByTestId('password-rules').getByText('Pelo menos 6 caracteres').getAttribute('data-met')).resolves.toBe('false');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await form.getByText('A senha deve ter pelo menos 6 caracteres.').waitFor();
    const newPassword = `${buyer.password}-nova`;
    await form.getByLabel('Nova senha').first().fill(newPassword);
    await expect(form.getByTestId('password-rules').getByText('Pelo menos 6 caracteres').getAttribute('data-met')).resolves.toBe('true');
    await form.getByLabel('Confirme a nova senha').first().fill(newPassword);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada').first().waitFor();
    const token = await fetch(`${stack.backendUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email, password: newPassword }),
    });
    expect(token.status).toBe(200);

    const newEmail = `novo.${randomBytes(4).toString('hex')}@example.com`;
    const emailForm = page.getByRole('form', { name: 'Alterar e-mail' });
    await emailForm.getByText(buyer.email).waitFor();
    await emailForm.getByLabel('Novo e-mail').fill(newEmail);
    await emailForm.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await emailForm.getByRole('status').getByText(`Enviamos um link para ${newEmail}`).waitFor();
    await screenshot(page, `perfil-seguranca-${size}`);
    const [mail] = await readMailbox(stack.backendUrl, stack.serviceKey, newEmail);
    expect(mail?.subject).toBe('Confirme seu novo e-mail na OneBoss');
    await page.context().close();
  }, SLOW);

  it('keeps a favourite across a reload and in another browser signed in as the same buyer; a hidden listing says so', async () => {
    const buyer = await newBuyer();
    const listing = `Lancha favorita ${size} ${randomBytes(3).toString('hex')}`;
    const productId = await newListing(listing);
    const page = await newPage(browser(), size);
    await signIn(page, buyer, '/perfil');
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${productId}`);
    await page.getByRole('button', { name: 'Adicionar aos favoritos', exact: true }).click();
    await page.getByText('Adicionado aos favoritos').first().waitFor();
    await gotoHydrated(page, page.url());
    await page.getByRole('button', { name: 'Remover dos favoritos', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Remover dos favoritos', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');

    // Server-rendered for the signed-in buyer (the account cookie), kept by nobody's cache; nothing of it without the cookie.
    const ownPage = await page.context().request.get(`${stack.storefrontUrl}/perfil/favoritos`);
    expect(ownPage.headers()['cache-control']).toBe('private, no-store');
    expect(await ownPage.text()).toContain(listing);
    const anonymous = await fetch(`${stack.storefrontUrl}/perfil/favoritos`);
    expect(await anonymous.text()).not.toContain(listing);
    // A forged cookie (another signature) shows nothing either: the backend refuses its reads.
    const [cookie] = (await page.context().cookies(`${stack.storefrontUrl}/perfil/favoritos`)).filter((entry) => entry.name === 'oneboss_account');
    expect(cookie?.path).toBe('/perfil');
    const forged = `${cookie?.value.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    const withForged = await fetch(`${stack.storefrontUrl}/perfil/favoritos`, { headers: { cookie: `oneboss_account=${forged}` } });
    expect(await withForged.text()).not.toContain(listing);

    const other = await newPage(browser(), size);
    // React reports a hydration mismatch on the console (minified in production as errors 418 and 423).
    const hydrationErrors: string[] = [];
    other.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await signIn(other, buyer, '/perfil/favoritos');
    await other.getByTestId('favourite').filter({ hasText: listing }).waitFor();
    await screenshot(other, `perfil-favoritos-${size}`);
    await gotoHydrated(other, `${stack.storefrontUrl}/produto/${productId}`);
    await other.getByRole('button', { name: 'Remover dos favoritos', exact: true }).waitFor();

    await rest(`products?id=eq.${productId}`, { method: 'PATCH', body: JSON.stringify({ published: false }) });
    // A reload is the server's render for this buyer, which the page hydrates as it is.
    await gotoHydrated(other, `${stack.storefrontUrl}/perfil/favoritos`);
    const row = other.getByTestId('favourite').filter({ hasText: listing });
    await row.getByTestId('favourite-unavailable').getByText('Indisponível').waitFor();
    expect(hydrationErrors).toEqual([]);
    await page.context().close();
    await other.context().close();
  }, SLOW);

  it("merges a visitor's hearts into the account on sign-in", async () => {
    const buyer = await newBuyer();
    const listing = `Relógio de visitante ${size} ${randomBytes(3).toString('hex')}`;
    const productId = await newListing(listing);
    const page = await newPage(browser(), size);
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${productId}`);
    await page.getByRole('button', { name: 'Adicionar aos favoritos', exact: true }).click();
    await page.getByText('Guardado neste navegador').first().waitFor();
    await gotoHydrated(page, page.url());
    await page.getByRole('button', { name: 'Remover dos favoritos', exact: true }).waitFor();
    expect(await rest(`favourites?select=product_id&user_id=eq.${buyer.id}`)).toEqual([]);

    // Signed out, the profile leads to the hearts kept in this browser, listed as the account lists them.
    await gotoHydrated(page, `${stack.storefrontUrl}/perfil`);
    await page.getByRole('link', { name: 'Favoritos', exact: true }).click();
    await page.waitForURL(`${stack.storefrontUrl}/perfil/favoritos`);
    await page.getByText('Seus favoritos estão guardados neste navegador.', { exact: false }).waitFor();
    await page.getByTestId('favourite').filter({ hasText: listing }).getByRole('link').waitFor();
    await expect(page.getByTestId('favourite').count()).resolves.toBe(1);

    await signIn(page, buyer, '/perfil/favoritos');
    await page.getByTestId('favourite').filter({ hasText: listing }).waitFor();
    expect(await rest(`favourites?select=product_id&user_id=eq.${buyer.id}`)).toEqual([{ product_id: productId }]);
    await expect(page.evaluate(() => window.localStorage.getItem('oneboss.favourites'))).resolves.toBeNull();
    await page.context().close();
  }, SLOW);
});

describe('sign-up e-mail and lead form', () => {
  it('shows the password rule before sending, mails the confirmation in pt-BR, and its link says the e-mail is confirmed', async () => {
    const page = await newPage(browser(), 'desktop');
    const suffix = randomBytes(4).toString('hex');
    const email = `cadastro.${suffix}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/login?mode=signup&redirect_to=%2Fperfil`);
    await page.getByLabel('Nome completo').fill(`Caio Cadastro ${suffix}`);
    await page.getByLabel('WhatsApp').pressSequentially('11912345678');
    await expect(page.getByLabel('WhatsApp').inputValue()).resolves.toBe('(11) 91234-5678');
    await page.getByLabel('Estado').selectOption('SP');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Senha').fill('abc');
    await page.getByTestId('password-rules').getByText('Pelo menos 6 caracteres').waitFor();
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await page.getByText('A senha deve ter pelo menos 6 caracteres.').waitFor();
    await expect(readMailbox(stack.backendUrl, stack.serviceKey, email)).resolves.toEqual([]);

    await page.getByLabel('Senha').fill(`Senha-${suffix}`);
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await page.getByText('Conta criada!').waitFor();
    const [mail] = await readMailbox(stack.backendUrl, stack.serviceKey, email);
    expect(mail?.subject).toBe('Confirme seu cadastro na OneBoss');
    expect(mail?.text).toContain('Confirme seu e-mail para entrar na sua conta');
    expect(mail?.text).not.toMatch(/confirm your|follow this link/i);

    await gotoHydrated(page, (await latestMailLink(stack, email)) ?? '');
    await page.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();
    await screenshot(page, 'email-confirmado-desktop');
    await page.context().close();
  });

  it("fills a signed-in buyer's contact form with their name, e-mail and WhatsApp", async () => {
    const buyer = await newBuyer();
    await rest('profiles', { method: 'POST', body: JSON.stringify({ id: buyer.id, full_name: 'Duda Contato', whatsapp: '(31) 99876-1234', estado: 'MG' }) });
    const page = await newPage(browser(), 'mobile');
    await signIn(page, buyer, '/contato');
    const form = page.getByRole('form', { name: 'Fale conosco' });
    await expect.poll(() => form.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe('Duda Contato');
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).resolves.toBe(buyer.email);
    await expect(form.getByLabel('Telefone / WhatsApp').inputValue()).resolves.toBe('(31) 99876-1234');
    await page.context().close();
  });

  it('leaves the field a signed-in buyer is typing in to them when their contact arrives', async () => {
    const buyer = await newBuyer();
    await rest('profiles', { method: 'POST', body: JSON.stringify({ id: buyer.id, full_name: 'Rita Digitando', whatsapp: '(21) 99876-4321', estado: 'RJ' }) });
    const page = await newPage(browser(), 'desktop');
    await signIn(page, buyer, '/perfil');
    // The buyer's profile is held back until they are in the e-mail field, as on a slow line.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/rest\/v1\/profiles\?/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
    const form = page.getByRole('form', { name: 'Fale conosco' });
    const email = form.getByRole('textbox', { name: 'E-mail', exact: true });
    await email.focus();
    release();
    await expect.poll(() => form.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).toBe('Rita Digitando');
    await expect(form.getByLabel('Telefone / WhatsApp').inputValue()).resolves.toBe('(21) 99876-4321');
    await email.pressSequentially('outro.endereco@example.com');
    await expect(email.inputValue()).resolves.toBe('outro.endereco@example.com');
    await page.context().close();
  });
});
