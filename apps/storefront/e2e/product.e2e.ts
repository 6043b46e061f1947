import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserPerFile, gotoHydrated, newContext, newPage } from '@oneboss/e2e';

const stack = inject('stack');
const browser = browserPerFile();

interface ProductRow {
  id: string;
  name: string;
  category_id: string;
  categories: { name: string };
  product_images: { id: string }[];
}

async function productWithImages(minimum: number): Promise<ProductRow> {
  const response = await fetch(
    `${stack.backendUrl}/rest/v1/products?select=id,name,category_id,categories(name),product_images(id)&published=eq.true&order=name.asc`,
    { headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` } },
  );
  const rows = (await response.json()) as ProductRow[];
  const found = rows.find((row) => row.product_images.length >= minimum);
  if (!found) throw new Error(`no product with ${minimum} images in the seed`);
  return found;
}

/**
 * A finger's horizontal swipe across the middle of `target`, as Chromium's touch input delivers it.
 * The finger rests before lifting: a release at speed is a fling, and Chromium spends the next tap on
 * stopping it.
 */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: startX + (dx * step) / 5, y }] });
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('product detail', () => {
  it('shows breadcrumb, gallery viewer, tabs, code, favourite and share', async () => {
    const product = await productWithImages(2);
    const context = await newContext(browser(), 'desktop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.storefrontUrl });
    const page = await context.newPage();
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${product.id}`);

    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await expect(page.title()).resolves.toBe(`${product.name} | OneBoss`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(0);
    expect(description?.length).toBeLessThanOrEqual(160);
    const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    const crumbTexts = await crumbs.getByRole('link').allTextContents();
    expect(crumbTexts.slice(0, 3)).toEqual(['Início', 'Loja', product.categories.name]);
    await expect(crumbs.locator('[aria-current="page"]').textContent()).resolves.toBe(product.name);

    const total = product.product_images.length;
    await page.getByRole('button', { name: `Ampliar imagem 1 de ${total}` }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByTestId('viewer-counter').textContent()).resolves.toBe(`1 de ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('viewer-counter').textContent()).resolves.toBe(`2 de ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByTestId('viewer-counter').textContent()).resolves.toBe(`${total} de ${total}`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(`Ampliar imagem ${total} de ${total}`);

    // The related row is one landmark of that name (its carousel), not the carousel inside a section of the same name.
    await expect(page.getByRole('region', { name: 'Produtos relacionados', exact: true }).count()).resolves.toBe(1);

    await page.getByRole('tab', { name: 'Especificações' }).click();
    await page.getByText(product.id.slice(0, 8).toUpperCase(), { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Descrição' }).click();

    await page.getByRole('button', { name: 'Adicionar aos favoritos', exact: true }).click();
    await page.getByText('Adicionado aos favoritos').waitFor();
    await page.getByRole('button', { name: 'Remover dos favoritos', exact: true }).click();
    await page.getByText('Removido dos favoritos').waitFor();

    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await page.getByText('Link copiado').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(page.url());

    await page.getByRole('button', { name: 'Voltar' }).or(page.getByRole('link', { name: 'Voltar', exact: true })).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja`);
  });

  it('keeps the price and the seller\'s WhatsApp one tap away on a phone while the panel\'s button is off screen', async () => {
    const product = await productWithImages(1);
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${product.id}`);
    const bar = page.getByRole('region', { name: 'Contato com o vendedor' });
    const panelButton = page.getByRole('link', { name: 'Falar com o vendedor' }).first();
    const expectedHref = await panelButton.getAttribute('href');
    expect(expectedHref).toMatch(/^https:\/\/wa\.me\//);

    // Below the gallery on a 390 x 844 screen: the bar shows from the first screen, above the bottom bar.
    await bar.waitFor();
    await expect(bar.getByRole('link', { name: 'Falar com o vendedor pelo WhatsApp' }).getAttribute('href')).resolves.toBe(expectedHref);
    const [barBox, bottomBarBox] = await Promise.all([bar.boundingBox(), page.getByRole('navigation', { name: 'Navegação inferior' }).boundingBox()]);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(bottomBarBox!.y + 1);

    // With the panel's own button on screen there is one button, not two.
    await panelButton.scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'detached' });
    // Past it, reading the description, the bar is back; at the very end it covers none of the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await bar.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => {
        const copyright = [...document.querySelectorAll('footer *')].find((element) => element.textContent?.startsWith(`© ${new Date().getUTCFullYear()} OneBoss`))!;
        return copyright.getBoundingClientRect().bottom <= document.querySelector('[data-contact-bar]')!.getBoundingClientRect().top;
      }))
      .toBe(true);
    await page.context().close();
  });

  it('swipes through the pictures on a phone, in the gallery and in the viewer, whose counter stays clear of the bottom bar', async () => {
    const product = await productWithImages(3);
    const total = product.product_images.length;
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${product.id}`);
    const main = page.getByTestId('gallery-main');
    await expect(main.getAttribute('aria-label')).resolves.toBe(`Ampliar imagem 1 de ${total}`);

    await swipe(page, main, -200);
    await expect.poll(() => main.getAttribute('aria-label')).toBe(`Ampliar imagem 2 de ${total}`);
    await swipe(page, main, 200);
    await swipe(page, main, 200);
    await expect.poll(() => main.getAttribute('aria-label')).toBe(`Ampliar imagem ${total} de ${total}`);
    // A swipe changes the picture; it does not open the viewer.
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await swipe(page, main, -200);
    await main.tap();
    const viewer = page.getByRole('dialog');
    const counter = viewer.getByTestId('viewer-counter');
    await expect(counter.textContent()).resolves.toBe(`1 de ${total}`);
    await swipe(page, viewer, -200);
    await expect.poll(() => counter.textContent()).toBe(`2 de ${total}`);
    await swipe(page, viewer, 200);
    await swipe(page, viewer, 200);
    await expect.poll(() => counter.textContent()).toBe(`${total} de ${total}`);

    const [counterBox, bottomBarBox] = await Promise.all([counter.boundingBox(), page.getByRole('navigation', { name: 'Navegação inferior', includeHidden: true }).boundingBox()]);
    expect(counterBox!.y + counterBox!.height).toBeLessThanOrEqual(bottomBarBox!.y);
    await page.context().close();
  });

  it('has the contact bar in the server\'s HTML on a phone, before any script runs, and not on a desktop', async () => {
    const product = await productWithImages(1);
    for (const viewport of ['mobile', 'desktop'] as const) {
      const context = await newContext(browser(), viewport, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${stack.storefrontUrl}/produto/${product.id}`);
      const bar = page.getByRole('region', { name: 'Contato com o vendedor' });
      await expect(bar.isVisible()).resolves.toBe(viewport === 'mobile');
      if (viewport === 'mobile') await expect(bar.getByRole('link', { name: 'Falar com o vendedor pelo WhatsApp' }).getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\//);
      await context.close();
    }
  });

  it('shows no contact bar on a desktop, where the panel\'s button is beside the gallery', async () => {
    const product = await productWithImages(1);
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${product.id}`);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Falar com o vendedor' }).waitFor();
    await expect(page.getByRole('region', { name: 'Contato com o vendedor' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('says the product was not found for an unknown id and links back to the shop', async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${randomUUID()}`);
    await page.getByRole('heading', { name: 'Produto não encontrado' }).waitFor();
    await page.getByText('Não foi possível encontrar o produto solicitado.').waitFor();
    await page.getByRole('link', { name: 'Voltar para a loja' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja`);
  });

  it('renders the description as HTML without running anything hidden in it', async () => {
    const headers = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json' };
    const categories = (await (await fetch(`${stack.backendUrl}/rest/v1/categories?select=id&limit=1`, { headers })).json()) as { id: string }[];
    const created = await fetch(`${stack.backendUrl}/rest/v1/products`, {
      method: 'POST',
      headers: { ...headers, Prefer: 'return=representation' },
      body: JSON.stringify({
        name: `Peça de teste ${randomUUID().slice(0, 6)}`,
        short_description: '',
        description: '<p>Texto <strong>seguro</strong></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
        price: 1000,
        category_id: categories[0].id,
      }),
    });
    expect(created.status).toBe(201);
    const [row] = (await created.json()) as { id: string }[];

    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${row.id}`);
    const panel = page.getByRole('tabpanel');
    await panel.locator('strong', { hasText: 'seguro' }).waitFor();
    await expect(panel.locator('script, img[onerror]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    await page.getByText('Sem imagens disponíveis').waitFor();
  });
});
