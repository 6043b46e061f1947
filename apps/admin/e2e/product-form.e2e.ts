import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FIELD_MAX_LENGTHS, MAX_IMAGE_BYTES, PRODUCT_FORM_MESSAGES } from '@oneboss/domain';
import { browserPerFile } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();
/** Converting a 24-megapixel photo in the page and uploading it is slow on a shared machine. */
const PREPARED = { timeout: 90_000 };

interface StoredImage {
  url: string;
}

const imagesOf = async (name: string) =>
  (await rows<{ id: string; short_description: string | null; product_images: StoredImage[] }>(`products?select=id,short_description,product_images(url)&name=eq.${encodeURIComponent(name)}`))[0];

/** The stored objects of a product as the storage API lists them (service key), with their sizes. */
async function storedObjects(productId: string): Promise<{ name: string; size: number }[]> {
  const response = await fetch(`${stack.backendUrl}/storage/v1/object/list/products`, {
    method: 'POST',
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix: productId, limit: 100 }),
  });
  expect(response.status).toBe(200);
  const objects = (await response.json()) as { name: string; metadata: { size: number } | null }[];
  return objects.map((object) => ({ name: object.name, size: Number(object.metadata?.size) }));
}

/** The create form opened straight from its URL, after a reload: nothing from the list is cached. */
async function deepLinkedCreateForm(page: Page) {
  await page.goto(`${stack.adminUrl}/#/products/create`);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Novo produto' });
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).waitFor();
  return dialog;
}

async function chooseCategory(page: Page, category: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: /^Categoria/ }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A paste as the browser fires it: a cancelable paste event carrying the clipboard's text. */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((input, value) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

/** An autofill as the browser does it: the whole value set at once, then an input event with no typing in it. */
async function autofill(field: Locator, text: string): Promise<void> {
  await field.evaluate((input, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

const BRL = (amount: string) => `R$\u00a0${amount}`;

describe('Product form', () => {
  it.each(['desktop', 'mobile'] as const)('opened by its URL, keeps its image input through the category choice and saves the image (%s)', async (viewport) => {
    const name = `Link Direto ${viewport} ${randomBytes(3).toString('hex')}`;
    const page = await signInAsAdmin(browser(), viewport);
    const dialog = await deepLinkedCreateForm(page);

    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('4500000');
    await chooseCategory(page, 'Relógios');
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7a5c2e' } }).jpeg().toBuffer();
    await dialog.getByTestId('product-images-input').setInputFiles([{ name: 'mostrador.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await dialog.getByTestId('product-image-item').filter({ hasText: 'mostrador.jpg' }).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).resolves.toBe(name);

    await dialog.getByRole('button', { name: 'Adicionar produto' }).click();
    await page.getByText('Produto adicionado').waitFor({ timeout: 30_000 });
    await page.waitForURL(/#\/products(\?|$)/);
    const created = await imagesOf(name);
    expect(created.product_images).toHaveLength(1);
    expect(await storedObjects(created.id)).toHaveLength(1);
    await page.context().close();
  }, 120_000);

  it('brings a photo over 5 MB under the limit in the browser before storing it', async () => {
    const name = `Foto Grande ${randomBytes(3).toString('hex')}`;
    // A noisy 24-megapixel JPEG: noise keeps the bytes high, as in a real phone photo.
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#406080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(MAX_IMAGE_BYTES);

    const page = await signInAsAdmin(browser(), 'desktop');
    const dialog = await deepLinkedCreateForm(page);
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('990000');
    await chooseCategory(page, 'Relógios');
    // A worker of the page prepares the photo with the library's copy served by the admin itself.
    const library = page.waitForResponse((response) => /\/browser-image-compression[^/]*\.js$/.test(new URL(response.url()).pathname), PREPARED);
    const worker = page.waitForEvent('worker', PREPARED);
    await dialog.getByTestId('product-images-input').setInputFiles([{ name: 'celular.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    // The photo's entry shows at once with its progress, and the form takes typing meanwhile.
    const entry = dialog.getByTestId('product-image-item').filter({ hasText: 'celular.jpg' });
    const preparing = entry.getByRole('progressbar', { name: 'Preparo de celular.jpg' });
    await preparing.waitFor();
    await entry.getByText(/^Preparando… \d+%$/).waitFor();
    const shortDescription = dialog.getByRole('textbox', { name: 'Descrição curta', exact: true });
    await shortDescription.evaluate((input) =>
      input.addEventListener('input', () => input.setAttribute('data-typed-while-preparing', String(document.querySelector('[aria-label="Preparo de celular.jpg"]') !== null)), { once: true }),
    );
    await shortDescription.fill('Digitada durante o preparo');
    await expect(shortDescription.getAttribute('data-typed-while-preparing')).resolves.toBe('true');
    expect((await worker).url()).toMatch(/^blob:/);
    const libraryResponse = await library;
    expect(libraryResponse.status()).toBe(200);
    expect(new URL(libraryResponse.url()).origin).toBe(new URL(stack.adminUrl).origin);
    await preparing.waitFor({ state: 'detached', ...PREPARED });
    await entry.getByRole('img', { name: 'Nova imagem 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Adicionar produto' }).click();
    await page.getByText('Produto adicionado').waitFor(PREPARED);

    const created = await imagesOf(name);
    expect(created.short_description).toBe('Digitada durante o preparo');
    expect(created.product_images).toHaveLength(1);
    const [stored] = await storedObjects(created.id);
    expect(stored.name).toMatch(/\.jpg$/);
    expect(stored.size).toBeGreaterThan(0);
    expect(stored.size).toBeLessThan(MAX_IMAGE_BYTES);
    // The public file is the stored one, a JPEG whose longest side the browser brought down.
    const served = Buffer.from(await (await fetch(created.product_images[0].url)).arrayBuffer());
    expect(served.length).toBe(stored.size);
    const { format, width, height } = await sharp(served).metadata();
    expect(format).toBe('jpeg');
    expect(Math.max(width ?? 0, height ?? 0)).toBeLessThanOrEqual(2400);
    await page.context().close();
  }, 240_000);

  it.each(['desktop', 'mobile'] as const)('counts the characters of name and descriptions against the database limits (%s)', async (viewport) => {
    const limits = FIELD_MAX_LENGTHS.products;
    const page = await signInAsAdmin(browser(), viewport);
    const dialog = await deepLinkedCreateForm(page);
    const nameField = dialog.getByRole('textbox', { name: 'Nome', exact: true });
    const shortField = dialog.getByRole('textbox', { name: 'Descrição curta', exact: true });
    await expect(nameField.getAttribute('aria-describedby').then((id) => dialog.locator(`[id="${id}"]`).textContent())).resolves.toBe('0/150 caracteres');
    await expect(shortField.getAttribute('aria-describedby').then((id) => dialog.locator(`[id="${id}"]`).textContent())).resolves.toBe('0/300 caracteres');

    // The input itself stops at the limit, so a pasted long name is cut, not refused later.
    await nameField.fill('Relógio '.repeat(30));
    await expect(nameField.inputValue()).resolves.toHaveLength(limits.name);
    await dialog.getByText('150/150 caracteres', { exact: true }).waitFor();
    await shortField.fill('Edição limitada');
    await dialog.getByText('15/300 caracteres', { exact: true }).waitFor();

    const editor = dialog.locator('.ProseMirror');
    await editor.fill('Mostrador azul');
    await dialog.getByText('21/20.000 caracteres, contando a formatação', { exact: true }).waitFor();
    await page.screenshot({ path: `tmp/screenshots/product-form-counters-${viewport}.png`, fullPage: false });

    // A description past the limit (as saved, HTML included) is told in pt-BR before any request.
    await editor.fill('a'.repeat(limits.description));
    await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('4500000');
    await chooseCategory(page, 'Relógios');
    await dialog.getByRole('button', { name: 'Adicionar produto' }).click();
    await dialog.getByText(PRODUCT_FORM_MESSAGES.descriptionTooLong, { exact: true }).waitFor();
    await expect(rows(`products?select=id&name=eq.${encodeURIComponent(await nameField.inputValue())}`)).resolves.toEqual([]);
    await page.context().close();
  }, 120_000);

  it('reads a pasted or autofilled price as written, fills no field on its own, saves a draft and asks before a price change of more than half', async () => {
    const name = `Iate Colado ${randomBytes(3).toString('hex')}`;
    const page = await signInAsAdmin(browser(), 'desktop');
    const dialog = await deepLinkedCreateForm(page);
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);

    const price = dialog.getByRole('textbox', { name: 'Preço', exact: true });
    for (const [written, shown] of [
      ['1.180.000', '1.180.000,00'],
      ['R$ 1.180.000,00', '1.180.000,00'],
      ['1.180.000,50', '1.180.000,50'],
      ['1180000', '1.180.000,00'],
    ]) {
      await paste(price, written);
      await expect(price.inputValue()).resolves.toBe(BRL(shown));
    }
    await autofill(dialog.getByRole('textbox', { name: 'Preço promocional', exact: true }), '990.000');
    await expect(dialog.getByRole('textbox', { name: 'Preço promocional', exact: true }).inputValue()).resolves.toBe(BRL('990.000,00'));
    // Typing digit by digit keeps the mask: the digits are centavos.
    await dialog.getByRole('textbox', { name: 'Preço promocional', exact: true }).fill('');
    await dialog.getByRole('textbox', { name: 'Preço promocional', exact: true }).pressSequentially('12345');
    await expect(dialog.getByRole('textbox', { name: 'Preço promocional', exact: true }).inputValue()).resolves.toBe(BRL('123,45'));
    await dialog.getByRole('textbox', { name: 'Preço promocional', exact: true }).fill('');

    // Picking a subcategory leaves its value for the operator to choose.
    await chooseOption(page, 'Categoria', 'Embarcações');
    await chooseOption(page, 'Subcategoria', 'Iates');
    await expect(dialog.getByRole('combobox', { name: /^Valor/ }).textContent()).resolves.not.toMatch(/Sunseeker|Princess|Azimut/);
    await expect(dialog.getByLabel('Publicado').isChecked()).resolves.toBe(false);
    await dialog.getByRole('button', { name: 'Adicionar produto' }).click();
    await page.getByText('Produto adicionado').waitFor({ timeout: 30_000 });

    const [created] = await rows<{ id: string; price: string; published: boolean; subcategory_id: string | null; attribute_id: string | null }>(
      `products?select=id,price,published,subcategory_id,attribute_id&name=eq.${encodeURIComponent(name)}`,
    );
    expect(created).toMatchObject({ published: false, attribute_id: null });
    expect(Number(created.price)).toBe(1_180_000);
    expect(created.subcategory_id).not.toBeNull();

    // The edit form opens with its values in place: no label sits over a value.
    await page.goto(`${stack.adminUrl}/#/products/${created.id}`);
    const editDialog = page.getByRole('dialog', { name: 'Editar produto' });
    const editPrice = editDialog.getByRole('textbox', { name: 'Preço', exact: true });
    await editPrice.waitFor();
    await expect(editDialog.locator('label[data-shrink="false"]').filter({ hasText: /^(Nome|Preço)\W*$/ }).count()).resolves.toBe(0);
    await expect(editPrice.inputValue()).resolves.toBe(BRL('1.180.000,00'));

    // The same digits typed are centavos: a hundredth of the price, which the save asks about first.
    await editPrice.fill('1180000');
    await expect(editPrice.inputValue()).resolves.toBe(BRL('11.800,00'));
    await editDialog.getByRole('button', { name: 'Salvar alterações' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar mudança de preço' });
    await confirm.getByText(`Preço: de ${BRL('1.180.000,00')} para ${BRL('11.800,00')}`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Revisar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(Number((await rows<{ price: string }>(`products?select=price&id=eq.${created.id}`))[0].price)).toBe(1_180_000);

    await editDialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await confirm.getByRole('button', { name: 'Salvar assim mesmo' }).click();
    await page.getByText('Produto atualizado').waitFor({ timeout: 30_000 });
    expect(Number((await rows<{ price: string }>(`products?select=price&id=eq.${created.id}`))[0].price)).toBe(11_800);

    // The product's own page: what it is now, and its history with the creation and the price change.
    await page.goto(`${stack.adminUrl}/#/products/${created.id}/show`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('Rascunho (oculto)').waitFor();
    const history = page.getByRole('region', { name: 'Histórico de alterações' });
    await expect.poll(() => history.getByTestId('audit-entry').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.getByRole('link', { name: 'Editar produto' }).click();
    await page.getByRole('dialog', { name: 'Editar produto' }).waitFor();
    await page.context().close();
  }, 120_000);

  it.each(['desktop', 'mobile'] as const)('asks before Esc or a click outside drops unsaved changes (%s)', async (viewport) => {
    const name = `Descartado ${viewport} ${randomBytes(3).toString('hex')}`;
    const page = await signInAsAdmin(browser(), viewport);
    // Untouched, the form closes at once.
    await deepLinkedCreateForm(page);
    await page.keyboard.press('Escape');
    await page.waitForURL(/#\/products(\?|$)/);

    const dialog = await deepLinkedCreateForm(page);
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await discard.waitFor({ state: 'detached' });
    await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true }).inputValue()).resolves.toBe(name);

    // A phone's form fills the screen and has no outside; on a desk, a click beside the dialog is one.
    if (viewport === 'desktop') await page.mouse.click(5, 5);
    else await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL(/#\/products(\?|$)/);
    await expect(rows(`products?select=id&name=eq.${encodeURIComponent(name)}`)).resolves.toEqual([]);
    await page.context().close();
  }, 120_000);
});
