import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UPLOAD_LOCK_MS } from '@oneboss/domain';
import { browserPerFile, newPage, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';

const stack = inject('stack');
const browser = browserPerFile();

/** Signed in, then on the Produtos tab (the panel lands on its dashboard). */
async function signedInAdmin(viewport: ViewportName): Promise<Page> {
  const page = await signInAsAdmin(browser(), viewport);
  await page.getByRole('tab', { name: 'Produtos' }).click();
  return page;
}

interface ProductRow {
  id: string;
  price: string | number | null;
  sale_price: string | number | null;
  price_on_request: boolean;
  published: boolean;
  product_images: { url: string; sort_order: number }[];
}

async function productNamed(name: string): Promise<ProductRow[]> {
  const select = 'id,price,sale_price,price_on_request,published,product_images(url,sort_order)';
  const response = await fetch(`${stack.backendUrl}/rest/v1/products?select=${select}&name=eq.${encodeURIComponent(name)}`, {
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ProductRow[];
}

/** A real picture: a solid square encoded by sharp, so the bytes pass the magic-number check. */
async function picture(color: string, format: 'png' | 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 800, channels: 3, background: color } })[format]().toBuffer();
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  // A select's accessible name is its label followed by its value.
  await page.getByRole('dialog').getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Distinct stored objects of this product that the storefront page shows. */
async function storefrontImagePaths(page: Page, productId: string): Promise<string[]> {
  const sources = await page.locator(`img[src*="products/${productId}/"]`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  return [...new Set(sources.map((src) => new URL(src).pathname.split(`products/${productId}/`)[1]))];
}

describe('Produtos tab', () => {
  it('creates a product with two images, shows it on the storefront, puts it on request, hides it', async () => {
    const name = `Relógio Teste ${randomBytes(3).toString('hex')}`;
    const page = await signedInAdmin('desktop');
    await page.getByTestId('product-row').first().waitFor();

    await page.getByRole('button', { name: 'Novo produto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Descrição curta' }).fill('Edição limitada para o teste de ponta a ponta.');
    await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('1250000');
    await expect(dialog.getByRole('textbox', { name: 'Preço', exact: true }).inputValue()).resolves.toBe('R$\u00a012.500,00');
    await chooseOption(page, 'Categoria', 'Relógios');
    // Relógios is described by specifications: publishing needs its required Marca and the listing's city.
    await chooseOption(page, 'Marca', 'Rolex');
    await chooseOption(page, 'UF', 'SP - São Paulo');
    await dialog.getByRole('combobox', { name: /^Cidade/ }).fill('São Paulo');
    await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
    await dialog.getByTestId('product-images-input').setInputFiles([
      { name: 'frente.png', mimeType: 'image/png', buffer: await picture('#c9a227', 'png') },
      { name: 'verso.jpg', mimeType: 'image/jpeg', buffer: await picture('#111111', 'jpeg') },
    ]);
    await expect.poll(() => dialog.getByTestId('product-image-item').count()).toBe(2);
    const moveUp = dialog.getByRole('button', { name: 'Mover verso.jpg para cima' });
    await moveUp.hover();
    const tooltip = page.getByRole('tooltip', { name: 'Mover para cima' });
    await tooltip.waitFor();
    await expect(tooltip.evaluate((element) => getComputedStyle(element).pointerEvents)).resolves.toBe('none');
    await moveUp.click();
    // A new product is a draft until the operator publishes it.
    await expect(dialog.getByLabel('Publicado').isChecked()).resolves.toBe(false);
    await dialog.getByLabel('Publicado').check();
    await dialog.getByRole('button', { name: 'Adicionar produto' }).click();
    await page.getByText('Produto adicionado').waitFor({ timeout: 30_000 });

    const [created] = await productNamed(name);
    expect(Number(created.price)).toBe(12500);
    expect(created.published).toBe(true);
    const images = [...created.product_images].sort((a, b) => a.sort_order - b.sort_order);
    expect(images).toHaveLength(2);
    expect(images.map((image) => image.url.split('.').pop())).toEqual(['jpg', 'png']);
    for (const image of images) expect(image.url).toMatch(new RegExp(`/storage/v1/object/public/products/${created.id}/\\d+_[a-z0-9]+\\.(png|jpg)$`));

    const storefront = await newPage(browser(), 'desktop');
    await storefront.goto(`${stack.storefrontUrl}/produto/${created.id}`);
    await storefront.getByRole('heading', { name }).first().waitFor();
    await storefront.getByText(/12\.500,00/).first().waitFor();
    await expect.poll(() => storefrontImagePaths(storefront, created.id), { timeout: 15_000 }).toHaveLength(2);

    await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(name);
    const row = page.getByTestId('product-row').filter({ hasText: name });
    await expect.poll(() => page.getByTestId('product-row').count(), { timeout: 10_000 }).toBe(1);
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Preço', exact: true }).inputValue()).toBe('R$\u00a012.500,00');
    expect(await dialog.getByTestId('product-image-item').count()).toBe(2);
    await dialog.getByLabel('Preço sob consulta').check();
    await expect(dialog.getByRole('textbox', { name: 'Preço', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('textbox', { name: 'Preço', exact: true }).inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Produto atualizado').waitFor();
    await row.getByText('Sob Consulta').waitFor();

    const [onRequest] = await productNamed(name);
    expect(onRequest).toMatchObject({ price: null, sale_price: null, price_on_request: true, published: true });
    await storefront.reload();
    await storefront.getByRole('heading', { name }).first().waitFor();
    await storefront.getByText('Sob Consulta').first().waitFor();

    // Hiding waits behind an undo: undone, nothing reaches the server.
    await row.getByLabel(`Ocultar ${name}`).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Produto ocultado' });
    await row.getByText('Oculto').waitFor();
    await notice.getByRole('button', { name: 'Desfazer' }).click();
    await row.getByText('Publicado').waitFor();
    expect((await productNamed(name))[0].published).toBe(true);
    // Left alone, the notice closes and the product is hidden.
    await row.getByLabel(`Ocultar ${name}`).click();
    await notice.waitFor();
    expect((await productNamed(name))[0].published).toBe(true);
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(async () => (await productNamed(name))[0].published).toBe(false);
    await row.getByText('Oculto').waitFor();

    await storefront.reload();
    await storefront.getByText('Produto não encontrado').first().waitFor();
    await storefront.goto(`${stack.storefrontUrl}/loja?search=${encodeURIComponent(name)}`);
    await storefront.getByText('Nenhum produto encontrado').first().waitFor();
    await storefront.context().close();
    await page.context().close();
    // A whole journey through both apps and the backend; a shared machine can make it slow.
  }, 240_000);

  it('validates the form, rejects a fake image and deletes a product with its stored files (mobile)', async () => {
    const name = `Iate Teste ${randomBytes(3).toString('hex')}`;
    const page = await signedInAdmin('mobile');
    // The page's clock runs as usual until the test jumps it past the lock that follows an addition.
    await page.clock.install();
    await page.getByTestId('product-card').first().waitFor();
    await page.getByRole('button', { name: 'Novo produto' }).click();
    const dialog = page.getByRole('dialog');

    await dialog.getByRole('button', { name: 'Adicionar produto' }).click();
    await page.getByText('Erro de validação').waitFor();
    await dialog.getByText('Verifique os campos obrigatórios e tente novamente.').waitFor();
    expect(await dialog.getByText('Por favor, preencha todos os campos obrigatórios.').count()).toBe(3);

    await dialog.getByTestId('product-images-input').setInputFiles([{ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }]);
    await page.getByText('Arquivos rejeitados: falsa.png (formato inválido)').waitFor();
    expect(await dialog.getByTestId('product-image-item').count()).toBe(0);

    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('99000000');
    await dialog.getByRole('textbox', { name: 'Estoque' }).fill('3a');
    await expect(dialog.getByRole('textbox', { name: 'Estoque' }).inputValue()).resolves.toBe('3');
    await chooseOption(page, 'Categoria', 'Embarcações');
    await page.clock.fastForward(UPLOAD_LOCK_MS);
    await dialog.getByTestId('product-images-input').setInputFiles([{ name: 'casco.webp', mimeType: 'image/webp', buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0b3d5c' } }).webp().toBuffer() }]);
    await dialog.getByTestId('product-image-item').waitFor();
    await dialog.getByRole('button', { name: 'Adicionar produto' }).click();
    await page.getByText('Produto adicionado').waitFor({ timeout: 30_000 });

    const [created] = await productNamed(name);
    expect(created.product_images).toHaveLength(1);
    const imageUrl = created.product_images[0].url;
    expect((await fetch(imageUrl)).status).toBe(200);

    await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(name);
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await card.getByText('Estoque: 3').waitFor();
    // Scrolled to the end, the floating create button leaves the last card's actions free.
    const remove = card.getByRole('button', { name: `Excluir ${name}` });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [removeBox, fabBox] = await Promise.all([remove.boundingBox(), page.getByRole('button', { name: 'Novo produto' }).boundingBox()]);
    expect(removeBox && fabBox).toBeTruthy();
    expect(removeBox!.y + removeBox!.height).toBeLessThanOrEqual(fabBox!.y);
    await remove.click({ trial: true });
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Produto removido').waitFor();
    // The search found nothing; the catalogue itself is not empty.
    await page.getByText('Nenhum produto encontrado para esta busca').waitFor();
    await expect(page.getByText('Nenhum produto cadastrado').count()).resolves.toBe(0);
    expect(await productNamed(name)).toEqual([]);
    await expect.poll(async () => (await fetch(imageUrl)).status, { timeout: 10_000 }).toBeGreaterThanOrEqual(400);
    await page.context().close();
  }, 180_000);
});
