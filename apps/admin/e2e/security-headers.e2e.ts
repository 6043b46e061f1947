import { describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { browserPerFile, newPage } from '@oneboss/e2e';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([key]) => key === name)
    ?.slice(1);

describe('Security headers of the panel', () => {
  it('lets no other site frame the panel and runs only its own scripts, on the page and its files', async () => {
    const html = await fetch(stack.adminUrl);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(asset).toBeTruthy();
    for (const response of [html, await fetch(`${stack.adminUrl}${asset}`)]) {
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'script-src')).toEqual(["'self'"]);
      expect(directive(policy, 'connect-src')).toContain(new URL(stack.backendUrl).origin);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('works under that policy: the screens, the pictures and a photo prepared in its worker, without one refusal', async () => {
    // The seed's oldest listing with pictures: other e2e files add listings, some with none and one whose picture the
    // image service refuses, and any of them could sort first by id.
    const [product] = await rows<{ id: string }>('products?select=id,product_images!inner(id)&published=eq.true&order=created_at,id&limit=1');
    const page = await newPage(browser(), 'desktop');
    const problems: string[] = [];
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(stack.adminUrl);
    await page.getByLabel('E-mail').fill(stack.admin.email);
    await page.getByLabel('Senha').fill(stack.admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('tablist', { name: 'Seções do painel' }).waitFor();
    for (const [hash, heading] of [
      ['#/products', 'Produtos'],
      ['#/leads', 'Leads'],
      ['#/sellers', 'Vendedores'],
      ['#/categories', 'Categorias'],
    ]) {
      await page.goto(`${stack.adminUrl}/${hash}`);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    }
    await page.goto(`${stack.adminUrl}/#/products/${product.id}`);
    await page.getByRole('dialog', { name: 'Editar produto' }).waitFor();
    await page.waitForFunction(() => [...document.images].some((image) => image.complete && image.naturalWidth > 0 && image.src.includes('/storage/')));

    // Over 5 MB, so the photo is resized in a worker started from a blob: address.
    const noise = Buffer.alloc(3000 * 2500 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 3000, height: 2500, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    const worker = page.waitForEvent('worker');
    await page.getByTestId('product-images-input').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
    expect((await worker).url()).toMatch(/^blob:/);
    // Its preview, from a blob: address, once prepared.
    const preview = page.getByRole('img', { name: /^Nova imagem/ }).first();
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
