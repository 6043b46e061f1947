import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';
import { serviceRest } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const SLOW = 180_000;

async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await serviceRest(path, { ...init, headers: { 'content-type': 'application/json', Prefer: 'return=representation', ...init.headers } });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json() as Promise<T>;
}

/** A category of its own (no spec definitions, so publishing needs no place) with a listing to cut and one left alone (a bulk insert names the same columns in every row). */
async function newCategory(tag: string) {
  const [category] = await rest<{ id: string; value: string }[]>('categories', {
    method: 'POST',
    body: JSON.stringify({ name: `Cortes ${tag}`, value: `cortes-${tag}` }),
  });
  const [cut, kept] = await rest<{ id: string; name: string }[]>('products', {
    method: 'POST',
    body: JSON.stringify([
      { name: `Lancha com corte ${tag}`, price: 1_000_000, category_id: category.id, published: true, stock_quantity: 1, created_at: new Date(Date.now() - 95 * 86_400_000).toISOString() },
      { name: `Lancha sem corte ${tag}`, price: 900_000, category_id: category.id, published: true, stock_quantity: 1, created_at: new Date().toISOString() },
    ]),
  });
  return { category, cut, kept };
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').locator('h3').allTextContents();
}

describe.each<ViewportName>(['mobile', 'desktop'])('price history at %s', (viewport) => {
  it("staff cut a price: the product page says 'Preço reduzido em 12%' and the shop's 'Preço reduzido' finds it", async () => {
    const tag = `${viewport}-${randomBytes(3).toString('hex')}`;
    const { category, cut, kept } = await newCategory(tag);
    // As the back office does: the service role over REST; the database records the change.
    await rest(`products?id=eq.${cut.id}`, { method: 'PATCH', body: JSON.stringify({ price: 880_000 }) });
    const history = await rest<{ price: string | number }[]>(`price_history?select=price&product_id=eq.${cut.id}&order=changed_at.asc`);
    expect(history.map((row) => Number(row.price))).toEqual([1_000_000, 880_000]);

    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${cut.id}`);
    await expect(page.getByTestId('price-drop').textContent()).resolves.toBe('Preço reduzido em 12%');
    await expect(page.getByTestId('listed-for').textContent()).resolves.toBe('No site há 3 meses');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preco-reduzido-${viewport}.png` });

    // In the server's HTML too (no script needed).
    const html = await (await fetch(`${stack.storefrontUrl}/produto/${cut.id}`)).text();
    expect(html).toContain('Preço reduzido em 12%');

    // The server shares its category tree across the renders of a few seconds: a category created
    // just now is the shop's once the tree is read again.
    await expect.poll(async () => (await fetch(`${stack.storefrontUrl}/loja/${category.value}`)).status, { timeout: 20_000 }).toBe(200);
    await gotoHydrated(page, `${stack.storefrontUrl}/loja/${category.value}`);
    expect((await cardNames(page)).sort()).toEqual([cut.name, kept.name].sort());
    const panel = viewport === 'mobile' ? page.getByRole('dialog', { name: 'Filtros' }) : page.getByRole('complementary', { name: 'Filtros' });
    if (viewport === 'mobile') await page.getByRole('button', { name: /^Filtros/ }).click();
    // Its count (one: the listing cut) is part of its name; a tick applies it at once.
    await panel.getByRole('checkbox', { name: 'Preço reduzido 1' }).check();
    await page.waitForURL(`${stack.storefrontUrl}/loja/${category.value}?reduzido=1`);
    await expect.poll(() => cardNames(page)).toEqual([cut.name]);
    await page.getByRole('group', { name: 'Filtros ativos' }).getByText('Preço reduzido').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/loja-preco-reduzido-${viewport}.png` });
  }, SLOW);
});

describe("the shop's 'Preço reduzido' URL", () => {
  const site = stack.storefrontUrl;
  const firstHop = async (path: string) => {
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    const location = response.headers.get('location');
    return { status: response.status, location: location === null ? null : location.replace(site, '') };
  };

  it('is reduzido=1 after the price; anything else is dropped by one 301', async () => {
    expect(await firstHop('/loja/embarcacoes?reduzido=1&preco=-2000000')).toEqual({ status: 301, location: '/loja/embarcacoes?preco=-2000000&reduzido=1' });
    expect(await firstHop('/loja?reduzido=sim')).toEqual({ status: 301, location: '/loja' });
    expect((await firstHop('/loja/embarcacoes?reduzido=1')).status).toBe(200);
  });
});
