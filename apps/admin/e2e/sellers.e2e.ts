import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { rest, rows } from './support/backend-rest';

const stack = inject('stack');
const SERVER_WRITE = { timeout: 15_000, interval: 250 };
const browser = browserPerFile();
let files: string;

beforeAll(async () => {
  files = await mkdtemp(join(tmpdir(), 'oneboss-seller-e2e-'));
});
afterAll(async () => {
  await rm(files, { recursive: true, force: true });
});

interface SellerRow {
  id: string;
  slug: string;
  whatsapp: string;
  logo_path: string | null;
  verified_at: string | null;
  verified_by: string | null;
  verified_note: string | null;
  trusted: boolean;
}

describe.each<ViewportName>(['desktop', 'mobile'])('Vendedores at %s', (viewport) => {
  it('an admin adds a verified seller with a logo and gives it a listing, which the storefront then shows as its own', async () => {
    const logo = join(files, `logo-${viewport}.png`);
    await sharp({ create: { width: 256, height: 256, channels: 3, background: '#1b2a3a' } }).png().toFile(logo);
    const token = randomBytes(3).toString('hex');
    const name = `Garagem Paulista ${token}`;
    const slug = `garagem-paulista-${token}`;

    const page = await signInAsAdmin(browser(), viewport);
    await page.goto(`${stack.adminUrl}/#/sellers`);
    await page.getByRole('link', { name: 'Novo vendedor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo vendedor' });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Endereço da página' }).fill('Com Espaço');
    // A WhatsApp typed with a mask is kept as digits; a malformed slug is refused in pt-BR.
    await dialog.getByRole('textbox', { name: 'WhatsApp' }).fill('+55 (11) 98888-7777');
    await dialog.getByRole('button', { name: 'Adicionar vendedor' }).click();
    await dialog.getByText('O endereço da página deve ter até 80 letras minúsculas', { exact: false }).waitFor();
    await dialog.getByRole('textbox', { name: 'Endereço da página' }).fill(slug);
    await dialog.locator('input[type="file"]').setInputFiles(logo);
    await dialog.getByRole('img', { name: 'Pré-visualização do logo' }).waitFor();
    await dialog.getByRole('switch', { name: 'Verificado pela OneBoss' }).click();
    await dialog.getByRole('textbox', { name: 'O que foi verificado' }).fill('CNPJ e endereço');
    await dialog.getByRole('button', { name: 'Adicionar vendedor' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    // The list finds it by any words of its name, counted; a name no seller has finds none.
    await page.goto(`${stack.adminUrl}/#/sellers`);
    const search = page.getByRole('textbox', { name: 'Buscar por nome' });
    await search.fill(`PAULISTA, garagem ${token}`);
    await expect.poll(() => page.getByTestId('sellers-total').innerText()).toBe('1 vendedor');
    const card = page.getByRole('link', { name: new RegExp(name) });
    await card.getByText('Verificado').waitFor();
    await search.fill(`ninguém ${token}`);
    await page.getByText('Nenhum vendedor encontrado.').waitFor();

    const [seller] = await rows<SellerRow>(`sellers?select=id,slug,whatsapp,logo_path,verified_at,verified_by,verified_note,trusted&slug=eq.${slug}`);
    expect(seller).toMatchObject({ whatsapp: '5511988887777', verified_note: 'CNPJ e endereço', trusted: false });
    expect(seller.logo_path).toMatch(/^\d+-\w+\.png$/);
    // Who verified is the signed-in admin, recorded by the database.
    expect(seller.verified_by).not.toBeNull();
    expect(Date.now() - Date.parse(seller.verified_at ?? '')).toBeLessThan(5 * 60_000);

    // A published listing of OneBoss's own stock goes to the new seller.
    const [listing] = await rows<{ id: string; name: string }>(
      'products?select=id,name,categories!inner(value)&seller_id=eq.00000000-0000-4000-8000-000000000001&published=eq.true&categories.value=eq.decoracao&order=name.asc&limit=1',
    );
    try {
      await page.goto(`${stack.adminUrl}/#/products/${listing.id}`);
      const editor = page.getByRole('dialog', { name: 'Editar produto' });
      await editor.getByRole('combobox', { name: /^Vendedor/ }).click();
      await page.getByRole('option', { name, exact: true }).click();
      await editor.getByRole('button', { name: 'Salvar alterações' }).click();
      await page.getByText('Produto atualizado').waitFor({ timeout: 30_000 });
      await expect.poll(async () => (await rows<{ seller_id: string }>(`products?select=seller_id&id=eq.${listing.id}`))[0].seller_id, SERVER_WRITE).toBe(seller.id);

      // The seller's page in the panel leads to its listings and its leads, the seller named in each list's filter.
      await page.goto(`${stack.adminUrl}/#/sellers/${seller.id}/show`);
      expect(await page.getByRole('link', { name: 'Ver na loja' }).getAttribute('href')).toBe(`${stack.storefrontUrl}/vendedores/${slug}`);
      await page.getByRole('link', { name: 'Ver anúncios' }).click();
      await expect.poll(() => page.getByTestId('products-total').innerText(), SERVER_WRITE).toBe('1 produto');
      await page.getByText(listing.name).first().waitFor();
      await expect.poll(() => page.getByRole('combobox', { name: 'Vendedor' }).inputValue()).toBe(name);
      await page.goBack();
      await page.getByRole('link', { name: 'Ver leads' }).click();
      await page.waitForURL(/#\/leads\?/);
      await expect.poll(() => page.getByRole('combobox', { name: 'Vendedor' }).inputValue()).toBe(name);

      const storefront = await browser().newPage();
      const response = await storefront.goto(`${stack.storefrontUrl}/vendedores/${slug}`);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain(listing.name);
      await storefront.close();
    } finally {
      await rest(`products?id=eq.${listing.id}`, { method: 'PATCH', body: JSON.stringify({ seller_id: '00000000-0000-4000-8000-000000000001' }) });
    }
    await page.context().close();
  });

  it("a link to a seller the panel does not hold says so, on the form and on the seller's page, and the form can be left", async () => {
    const page = await signInAsAdmin(browser(), viewport);
    // A deleted seller's id, and an address no seller can have (once refused by the backend as a bad field).
    for (const id of ['00000000-0000-4000-8000-0000000000ff', 'nao-existe']) {
      await page.goto(`${stack.adminUrl}/#/sellers/${id}`);
      const dialog = page.getByRole('dialog', { name: 'Editar vendedor' });
      await dialog.getByRole('alert').filter({ hasText: 'Vendedor não encontrado.' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await page.waitForURL(`${stack.adminUrl}/#/sellers/${id}/show`);
      await page.getByRole('alert').filter({ hasText: 'Vendedor não encontrado.' }).waitFor();
      // Said once, by the page: no toast repeating it over the form's buttons.
      expect(await page.getByText('O elemento não existe').count()).toBe(0);
      expect(await page.getByText('Algum campo tem um valor inválido').count()).toBe(0);
    }
    await page.context().close();
  });
});
