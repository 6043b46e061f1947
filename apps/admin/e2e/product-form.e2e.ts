import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
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
});
