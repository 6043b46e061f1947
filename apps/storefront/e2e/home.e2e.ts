import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, gotoHydrated, newPage, waitForHydrated } from '@oneboss/e2e';
import { rowsWithTotal } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

async function count(path: string): Promise<number> {
  return Number((await rowsWithTotal(path)).total);
}

/** Scrolls to the footer as a visitor would; the sections are in the server's HTML, so nothing waits on a timer. */
async function scrollToBottom(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

describe('home', () => {
  it('shows the hero, partners, categories, featured products and values in order', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, stack.storefrontUrl);

    await expect(page.title()).resolves.toBe('Loja Premium - Produtos de Luxo');
    await page.getByRole('heading', { level: 1, name: 'O 1º Marketplace de Luxo do Brasil' }).waitFor();
    await page.getByText('Seu sonho, Nossa missão.', { exact: true }).waitFor();

    const hero = page.getByRole('region', { name: 'Destaques OneBoss' });
    await expect(hero.getByRole('group').count()).resolves.toBe(3);
    const lcp = hero.locator('img').first();
    await expect(lcp.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(lcp.getAttribute('loading')).resolves.toBe('eager');
    await expect(lcp.getAttribute('width')).resolves.toBe('1920');
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[aria-label="Destaques OneBoss"] img');
      return image?.complete && image.naturalWidth > 0;
    });

    await page.getByRole('region', { name: 'Logos dos parceiros' }).waitFor();
    const banners = page.getByRole('link', { name: /Ver coleção$/ });
    await expect(banners.count()).resolves.toBe(6);
    await expect(banners.first().getAttribute('href')).resolves.toBe('/loja/veiculos');

    // The sections under the categories load as the visitor scrolls towards them.
    await scrollToBottom(page);
    const featuredTotal = await count('products?select=id&featured=eq.true&published=eq.true');
    const featured = page.getByRole('region', { name: 'Produtos em destaque', exact: true });
    await featured.waitFor();
    await expect(featured.getByTestId('product-card').count()).resolves.toBe(featuredTotal);

    await page.getByRole('heading', { name: 'Por que escolher a OneBoss' }).waitFor();
    await page.getByText(`© ${new Date().getUTCFullYear()} OneBoss`, { exact: false }).waitFor();

    const order = await page.evaluate(() =>
      ['Destaques OneBoss', 'Logos dos parceiros', 'Produtos em destaque'].map((label) => {
        const element = document.querySelector(`[aria-label="${label}"]`);
        return element ? element.getBoundingClientRect().top + window.scrollY : -1;
      }),
    );
    expect(order[0]).toBeLessThan(order[1]);
    expect(order[1]).toBeLessThan(order[2]);
  });

  it("shows a 3x phone the hero picture whole above the headline, with a pixel for each of the screen's", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const page = await context.newPage();
    await gotoHydrated(page, stack.storefrontUrl);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[aria-label="Destaques OneBoss"] img');
      return image?.complete && image.naturalWidth > 0;
    });
    const { picture, heading, file } = await page.evaluate(async () => {
      const image = document.querySelector<HTMLImageElement>('[aria-label="Destaques OneBoss"] img')!;
      // naturalWidth of a srcset pick is in CSS pixels; the file's own pixels come from loading it alone.
      const loaded = new Image();
      loaded.src = image.currentSrc;
      await loaded.decode();
      const box = (element: Element) => {
        const { top, bottom, width, height } = element.getBoundingClientRect();
        return { top, bottom, width, height };
      };
      return { picture: box(image), heading: box(document.querySelector('#hero-title')!), file: { width: loaded.naturalWidth, height: loaded.naturalHeight } };
    });
    // A landscape band across the screen, the headline under it and on the first screen: nothing of the picture is behind the text.
    expect(picture.width).toBe(390);
    expect(picture.height).toBeLessThan(picture.width);
    expect(heading.top).toBeGreaterThanOrEqual(picture.bottom);
    expect(heading.bottom).toBeLessThanOrEqual(844);
    // The file is the wide crop at the screen's density, cropped by the box at most at its sides.
    expect(file.width).toBeGreaterThanOrEqual(picture.width * 3);
    expect(file.width / file.height).toBeGreaterThanOrEqual(picture.width / picture.height);
    await context.close();
  });

  it('keeps the page under a phone\'s hero in place whether or not the heading font has arrived', async () => {
    const partnersTop = async (withHeadingFont: boolean) => {
      // A small Android screen, where the headline takes three lines in one font or the other.
      const context = await browser().newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'pt-BR' });
      const page = await context.newPage();
      // The heading font is font-display: swap: without it the headline is set in the fallback serif, as before it arrives.
      if (!withHeadingFont) await page.route(/\.woff2$/, (route) => route.abort());
      await gotoHydrated(page, stack.storefrontUrl);
      await page.evaluate(() => document.fonts.ready);
      const top = await page.evaluate(() => document.querySelector('[aria-label="Logos dos parceiros"]')!.getBoundingClientRect().top + window.scrollY);
      await context.close();
      return top;
    };
    expect(await partnersTop(false)).toBe(await partnersTop(true));
  });

  it("requests the next hero pictures only once the first one has loaded", async () => {
    const page = await newPage(browser(), 'mobile');
    const events: string[] = [];
    const heroFile = (url: string) => /\/hero\/([^?]+)/.exec(url)?.[1];
    page.on('request', (request) => {
      const file = heroFile(request.url());
      if (file) events.push(`start ${file}`);
    });
    page.on('requestfinished', (request) => {
      const file = heroFile(request.url());
      if (file) events.push(`end ${file}`);
    });
    // The first picture arrives slowly, as on a phone: the others must still wait for it.
    let delayed = false;
    await page.route(/\/hero\//, async (route) => {
      if (!delayed) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await route.continue();
    });
    await gotoHydrated(page, stack.storefrontUrl);
    // The backend resizes each 4800 x 2000 picture on its first request: seconds apiece on a busy machine (a clean CI run missed 10 s).
    await expect.poll(() => new Set(events.filter((e) => e.startsWith('end')).map((e) => e.slice(4))).size, { timeout: 30_000 }).toBe(3);
    const first = events[0].slice('start '.length);
    const firstLoaded = events.indexOf(`end ${first}`);
    const othersStarted = events.filter((e) => e.startsWith('start') && !e.endsWith(first)).map((e) => events.indexOf(e));
    expect(othersStarted).toHaveLength(2);
    for (const index of othersStarted) expect(index).toBeGreaterThan(firstLoaded);
    await page.context().close();
  });

  it('lets the keyboard move the featured carousel', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, stack.storefrontUrl);
    await scrollToBottom(page);
    const featured = page.getByRole('region', { name: 'Produtos em destaque', exact: true });
    const next = featured.getByRole('button', { name: 'Próximo' });
    await next.waitFor();
    const firstSlide = featured.getByRole('group').first();
    const before = await firstSlide.boundingBox();
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (x) => {
        const slide = document.querySelector('[aria-label="Produtos em destaque"] [role="group"]');
        return slide !== null && Math.abs(slide.getBoundingClientRect().x - x) > 50;
      },
      before?.x ?? 0,
    );
  });

  it('on a phone: opens the menu, searches from it and closes on navigation', async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, stack.storefrontUrl);
    const bottomBar = page.getByRole('navigation', { name: 'Navegação inferior' });
    await expect(bottomBar.getByRole('link', { name: 'Início' }).getAttribute('aria-current')).resolves.toBe('page');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu móvel' });
    await menu.getByRole('link', { name: 'Sobre' }).waitFor();
    await menu.getByRole('link', { name: 'Contato' }).waitFor();
    await page.getByRole('textbox', { name: 'Buscar produtos' }).fill('Rolex');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja?search=Rolex`);
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu móvel' }).getByRole('link', { name: 'Início' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/`);
    await page.getByRole('navigation', { name: 'Menu móvel' }).waitFor({ state: 'detached' });
  });

  it("on a phone: a bar across the top says the next page is loading while its data is on the way, and goes once it shows", async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, stack.storefrontUrl);
    const bar = page.getByRole('progressbar', { name: 'Carregando página' });
    await expect(bar.count()).resolves.toBe(0);
    // A slow network: the product's data is held until the bar has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/products**', async (route) => {
      await held;
      await route.continue();
    });
    const card = page.getByTestId('product-card').first();
    const name = (await card.locator('h3').textContent())!;
    // The showcase hydrates as it nears the view: a tap before that is a plain link, a whole new page.
    await card.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '[data-testid="product-card"]');
    await card.click();
    await bar.waitFor();
    // Drawn after 150 ms, from the left, in the theme's gold.
    await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().width), { timeout: 5_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name }).count()).resolves.toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await expect(page.locator('.navigation-progress').getAttribute('aria-hidden')).resolves.toBe('true');
  });
});
