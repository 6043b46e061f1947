import { defaultStringifySearch } from '@tanstack/react-router';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, newPage } from '@oneboss/e2e';

const stack = inject('stack');
const browser = browserPerFile();

/** Every request the page makes to the backend's REST API or its image renderer, in order. */
function recordBackendRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(stack.backendUrl) && request.method() !== 'OPTIONS') urls.push(request.url());
  });
  return urls;
}

const count = (urls: string[], pattern: RegExp) => urls.filter((url) => pattern.test(url)).length;

async function anyProductId(): Promise<string> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/products?select=id&published=eq.true&order=name&limit=1`, {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
  });
  const [product] = (await response.json()) as { id: string }[];
  return product.id;
}

describe('first view', () => {
  it('paints the header shell from the HTML before the app runs, then the app replaces it', async () => {
    const response = await fetch(`${stack.storefrontUrl}/loja`);
    const html = await response.text();
    expect(html).toContain('class="shell-header"');
    expect(html).toMatch(/<script type="module" async[^>]*src="[^"]*early[^"]*"/);

    const page = await newPage(browser(), 'mobile');
    await page.goto(`${stack.storefrontUrl}/loja`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.locator('.shell-header').count()).toBe(0);
    await expect(page.locator('header').getByRole('link', { name: 'OneBoss - página inicial' }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it("styles with Chakra's reset and tokens from a stylesheet, not from runtime style tags", async () => {
    const page = await newPage(browser(), 'mobile');
    await page.goto(`${stack.storefrontUrl}/loja`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const styles = await page.evaluate(() => {
      const rulesOf = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('');
      const declares = (sheet: CSSStyleSheet | null) => (sheet ? /--chakra-colors-gold-500:\s/.test(rulesOf(sheet)) : false);
      return {
        gold: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-gold-500').trim(),
        // The body's reset margin and the theme's background reach the page.
        bodyMargin: getComputedStyle(document.body).margin,
        background: getComputedStyle(document.body).backgroundColor,
        fromEmotion: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].filter((tag) => declares(tag.sheet)).length,
      };
    });
    expect(styles).toEqual({ gold: '#c9a45c', bodyMargin: '0px', background: 'rgb(11, 11, 12)', fromEmotion: 0 });
    await page.context().close();
  });

  it("preloads the route's own chunks from the HTML", async () => {
    const html = await (await fetch(`${stack.storefrontUrl}/loja`)).text();
    const json = /<script type="application\/json" id="route-chunks">([^<]*)<\/script>/.exec(html);
    // Vite's dev server serves modules one by one: there are no chunks to list.
    if (process.env.E2E_MODE === 'dev') return expect(json).toBeNull();
    const chunks = JSON.parse(json?.[1] ?? '{}') as Record<string, string[]>;
    expect(Object.keys(chunks).sort()).toEqual(['category', 'home', 'product', 'shop']);
    expect(chunks.shop.length).toBeGreaterThan(0);

    const page = await newPage(browser(), 'mobile');
    await page.goto(`${stack.storefrontUrl}/loja`);
    await page.getByTestId('result-count').waitFor();
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(expect.arrayContaining(chunks.shop));
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(fetched).toEqual(expect.arrayContaining(chunks.shop));
    await page.context().close();

  });

  it('home: reads the banners once and preloads the first one, which the hero then shows', async () => {
    const page = await newPage(browser(), 'mobile');
    const urls = recordBackendRequests(page);
    await page.goto(`${stack.storefrontUrl}/`);
    const hero = page.locator('#hero-title').locator('xpath=ancestor::section').locator('img').first();
    await hero.waitFor();
    await page.waitForLoadState('networkidle');

    expect(count(urls, /\/rest\/v1\/hero_banners\?/)).toBe(1);
    expect(count(urls, /\/rest\/v1\/categories\?/)).toBe(1);
    expect(count(urls, /\/rest\/v1\/partners\?/)).toBe(1);
    const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset');
    const shown = await hero.evaluate((image: HTMLImageElement) => ({ srcset: image.srcset, current: image.currentSrc }));
    expect(preloaded).toBe(shown.srcset);
    expect(count(urls, new RegExp(`^${escape(shown.current)}$`))).toBe(1);
    await page.context().close();
  });

  it('shop with filters in the URL: the list, the facets and the tree are each read once', async () => {
    const page = await newPage(browser(), 'desktop');
    const urls = recordBackendRequests(page);
    const search = defaultStringifySearch({ search: 'relógio', sort: 'price-desc' });
    await page.goto(`${stack.storefrontUrl}/loja${search}`);
    await page.getByTestId('result-count').waitFor();
    await page.waitForLoadState('networkidle');

    expect(count(urls, /\/rest\/v1\/rpc\/shop_products/)).toBe(1);
    expect(count(urls, /\/rest\/v1\/rpc\/catalogue_facets/)).toBe(1);
    expect(count(urls, /\/rest\/v1\/categories\?/)).toBe(1);
    const firstCard = page.getByTestId('product-card').first().locator('img');
    await expect(firstCard.getAttribute('loading')).resolves.toBe('eager');
    await expect(page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset')).resolves.toBe(await firstCard.getAttribute('srcset'));
    await page.context().close();
  });

  it('product: the product is read once and its first picture preloaded', async () => {
    const productId = await anyProductId();
    const page = await newPage(browser(), 'mobile');
    const urls = recordBackendRequests(page);
    await page.goto(`${stack.storefrontUrl}/produto/${productId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(count(urls, new RegExp(`/rest/v1/products\\?.*id=eq\\.${productId}`))).toBe(1);
    const gallery = page.getByRole('button', { name: /^Ampliar imagem 1 de/ }).locator('img');
    await expect(page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset')).resolves.toBe(await gallery.getAttribute('srcset'));
    await page.context().close();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
