import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readMailbox } from '@oneboss/local-supabase/testing';
import { browserPerFile, createConfirmedUser, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';

const stack = inject('stack');
const browser = browserPerFile();
const SIZES: ViewportName[] = ['mobile', 'desktop'];
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
// The journeys' backend runs the alerts' job every few seconds (tools/e2e's stack).
const INTERVAL_MS = stack.alertsIntervalSeconds * 1000;
// Two runs of the job, and the time a run takes on a busy machine.
const TWO_RUNS_MS = 2 * INTERVAL_MS + 20_000;
const SLOW = 240_000 + 2 * TWO_RUNS_MS;
const ALERT_SUBJECT = 'Novidades nos seus alertas OneBoss';

const service = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' };

async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/${path}`, { ...init, headers: { ...service, Prefer: 'return=representation', ...init.headers } });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return response.json() as Promise<T>;
}

async function newListing(name: string, price: number): Promise<string> {
  const [category] = await rest<{ id: string }[]>('categories?select=id&limit=1');
  const [product] = await rest<{ id: string }[]>('products', {
    method: 'POST',
    body: JSON.stringify({ name, price, category_id: category.id, published: true, stock_quantity: 1 }),
  });
  return product.id;
}

/** The alert e-mails to `email` once there are `count`, waiting at most two runs of the job. */
async function alertMails(email: string, count: number) {
  const deadline = Date.now() + TWO_RUNS_MS;
  for (;;) {
    const mails = (await readMailbox(stack.backendUrl, stack.serviceKey, email)).filter((mail) => mail.subject === ALERT_SUBJECT);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Letters only: the shop's URL keeps a word as typed (a number would be quoted). */
const word = () => `zq${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

describe.each(SIZES)('saved searches and alerts at %s', (size) => {
  it('saves a search after signing in, reopens it with the same results, mails a new matching listing and a favourite\'s price cut, each once, with working unsubscribe links', async () => {
    const token = word();
    const account = { email: `alertas.${token}@example.com`, password: `Senha-${token}` };
    const buyerId = await createConfirmedUser(stack, account);
    const boat = await newListing(`Lancha ${token} um`, 300000);
    await newListing(`Lancha ${token} dois`, 400000);
    const shopPath = `/loja?search=${token}`;

    // Signed out, 'Salvar busca' asks to sign in and comes back to the same search.
    const page = await newPage(browser(), size);
    await gotoHydrated(page, `${stack.storefrontUrl}${shopPath}`);
    await page.getByTestId('result-count').getByText('2 produtos encontrados').waitFor();
    await page.getByRole('link', { name: 'Salvar busca' }).click();
    await page.waitForURL(/\/login\?/);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${stack.storefrontUrl}${shopPath}`);

    await page.getByRole('button', { name: 'Salvar busca' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvar busca' });
    await expect.poll(() => dialog.getByLabel('Nome da busca').inputValue()).toBe(`Busca: "${token}"`);
    await dialog.getByLabel('Nome da busca').fill(`Lanchas ${size}`);
    await expect(dialog.getByLabel('Alertas por e-mail').inputValue()).resolves.toBe('imediato');
    await screenshot(page, `salvar-busca-${size}`);
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Busca salva').first().waitFor();
    const [saved] = await rest<{ id: string; user_id: string; frequency: string }[]>(`saved_searches?select=id,user_id,frequency&name=eq.Lanchas%20${size}`);
    expect(saved).toMatchObject({ user_id: buyerId, frequency: 'imediato' });

    // /perfil/buscas lists it with its count, in the server's HTML for this buyer, and reopens it with the same results.
    const served = await page.context().request.get(`${stack.storefrontUrl}/perfil/buscas`);
    expect(served.headers()['cache-control']).toBe('private, no-store');
    expect(await served.text()).toContain('2 anúncios agora');
    await gotoHydrated(page, `${stack.storefrontUrl}/perfil/buscas`);
    const row = page.getByTestId('saved-search').filter({ hasText: `Lanchas ${size}` });
    await row.getByText('2 anúncios agora').waitFor();
    await screenshot(page, `perfil-buscas-${size}`);
    await row.getByRole('link', { name: 'Abrir busca' }).click();
    await page.waitForURL(`${stack.storefrontUrl}${shopPath}`);
    await page.getByTestId('result-count').getByText('2 produtos encontrados').waitFor();
    // Reopened, the search says it is saved and leads to the list instead of saving it a second time.
    const savedLink = page.getByRole('link', { name: 'Busca salva' });
    await expect(savedLink.getAttribute('href')).resolves.toBe('/perfil/buscas');
    expect(await page.getByRole('button', { name: 'Salvar busca' }).count()).toBe(0);

    // A new matching listing: one e-mail within two runs of the job, with its unsubscribe link.
    const newName = `Lancha ${token} nova`;
    const added = await newListing(newName, 350000);
    const [mail] = await alertMails(account.email, 1);
    expect(mail?.text).toContain(`Novidades na sua busca "Lanchas ${size}":`);
    expect(mail?.text).toContain(`${newName} — R$ 350.000,00`);
    expect(mail?.text).toContain(`${stack.storefrontUrl}/produto/${added}`);
    expect(mail?.link).toMatch(/\/alertas\/descadastrar\?token=[0-9a-f-]{36}$/);

    const visitor = await newPage(browser(), size);
    await gotoHydrated(visitor, mail?.link ?? '');
    await visitor.getByRole('button', { name: 'Desativar alerta' }).click();
    await visitor.getByRole('heading', { name: 'Alerta desativado' }).waitFor();
    await visitor.getByText(`Busca salva "Lanchas ${size}"`).waitFor();
    await screenshot(visitor, `alerta-desativado-${size}`);
    await visitor.context().close();
    expect(await rest(`saved_searches?select=frequency&id=eq.${saved.id}`)).toEqual([{ frequency: 'nunca' }]);

    // Staff cut the price of a listing that is both a favourite and a match of the search (its alerts back on):
    // one e-mail tells both, and no second one comes on later runs.
    await rest(`saved_searches?id=eq.${saved.id}`, { method: 'PATCH', body: JSON.stringify({ frequency: 'imediato' }) });
    await rest('favourites', { method: 'POST', body: JSON.stringify({ user_id: buyerId, product_id: boat }) });
    await rest(`products?id=eq.${boat}`, { method: 'PATCH', body: JSON.stringify({ price: 250000 }) });
    const afterCut = await alertMails(account.email, 2);
    expect(afterCut).toHaveLength(2);
    expect(afterCut[0].text).toContain('Preço reduzido nos seus favoritos:');
    expect(afterCut[0].text).toContain(`Novidades na sua busca "Lanchas ${size}":`);
    expect(afterCut[0].text).toContain(`Lancha ${token} um — R$ 250.000,00`);
    // The listing is named under both headings.
    expect(afterCut[0].text.split(`Lancha ${token} um`)).toHaveLength(3);
    // Each alert keeps its own unsubscribe link: the search's first, then the favourites' price drops.
    expect(afterCut[0].link).toMatch(/\/alertas\/descadastrar\?token=[0-9a-f-]{36}$/);
    expect(afterCut[0].text).toMatch(/\/alertas\/descadastrar\?token=[0-9a-f-]{36}&tipo=preco/);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS + 5000));
    expect((await readMailbox(stack.backendUrl, stack.serviceKey, account.email)).filter((m) => m.subject === ALERT_SUBJECT)).toHaveLength(2);

    // /perfil/notificacoes shows the choices: the search's alerts on again, the favourites' on.
    await gotoHydrated(page, `${stack.storefrontUrl}/perfil/notificacoes`);
    await expect.poll(() => page.getByLabel(`Lanchas ${size}`).inputValue()).toBe('imediato');
    await page.getByRole('checkbox', { name: 'Preço reduzido' }).waitFor();
    await screenshot(page, `perfil-notificacoes-${size}`);
    await page.context().close();
  }, SLOW);
});
