import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, hasReactFiber, newPage, waitForHydrated, type ViewportName } from '@oneboss/e2e';
import { rowsWithTotal } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();
const site = stack.storefrontUrl;

/** Everything the page reports that a visitor's console would show as a problem. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  // A blocked eval or script is reported as an event even when the page's code catches the throw.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    // React reports a hydration mismatch as an error (#418, #419, #423, #425) or, for attributes, a warning.
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|did not match|#41[89]|#42[35]/i.test(text))) {
      problems.push(`console.${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away aborts the previous page's pending requests; anything else is a fault.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return problems;
}

/**
 * Records every Intl formatter or collator the page builds and every toLocale*() or localeCompare()
 * it calls: the first starts the browser's formatting services, tens of milliseconds of a phone's
 * start, so the site writes pt-BR numbers and dates with libs/domain's own functions.
 */
async function watchIntl(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { __intlCalls: calls });
    const note = (name: string) => calls.push(`${name} ${new Error().stack?.split('\n')[3]?.trim() ?? '?'}`);
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames'] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      if (!original) continue;
      const watched = function (...args: unknown[]) {
        note(`Intl.${name}`);
        return new original(...args);
      };
      watched.prototype = original.prototype;
      Object.assign(Intl, { [name]: watched });
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [target, method] of methods) {
      const original = (target as Record<string, (...args: unknown[]) => unknown>)[method];
      Object.assign(target, {
        [method](this: unknown, ...args: unknown[]) {
          note(method);
          return original.apply(this, args);
        },
      });
    }
  });
  return () => page.evaluate(() => (window as { __intlCalls?: string[] }).__intlCalls ?? []);
}

/** Waits until React has hydrated the element (the page's first heading by default). */
const hydrated = (page: Page, selector = 'h1') => waitForHydrated(page, selector);

/** Loads a page and waits until React has hydrated it; the pictures may still be arriving. */
async function open(page: Page, path: string) {
  const response = await page.goto(`${site}${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

/** A mark on the window: still there after a click only when the router navigated without reloading. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').locator('h3').allTextContents();
}

let productPath = '';

beforeAll(async () => {
  const { rows } = await rowsWithTotal<{ id: string }[]>('products?select=id&published=eq.true&order=name&limit=1');
  productPath = `/produto/${rows[0].id}`;
});

const publicPages: [string, () => string][] = [
  ['home', () => '/'],
  ['shop', () => '/loja'],
  ['category', () => '/loja/veiculos'],
  ['product', () => productPath],
  ['sobre', () => '/sobre'],
  ['contato', () => '/contato'],
  ['newsletter', () => '/newsletter?inscricao=enviada'],
  ['login', () => '/login'],
  ['privacidade', () => '/privacidade'],
  ['termos', () => '/termos'],
];

const viewports: ViewportName[] = ['mobile', 'desktop'];

describe.each(viewports)('hydration at %s size', (viewport) => {
  it.each(publicPages)('%s hydrates without a console error, page error, mismatch or Intl', async (_name, path) => {
    const page = await newPage(browser(), viewport);
    const problems = await watchProblems(page);
    const intlCalls = await watchIntl(page);
    await open(page, path());
    await page.waitForLoadState('networkidle');
    // Scrolling brings in what loads on view (below-the-fold sections, the footer's form).
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const intl = await intlCalls();
    await page.context().close();
    expect(problems).toEqual([]);
    expect(intl).toEqual([]);
  });

  it('keeps the home sections below the first screen as the server sent them until they near the view', async () => {
    const page = await newPage(browser(), viewport);
    const problems = await watchProblems(page);
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    // The featured row is more than a screen and a half below the top at both sizes: in the HTML, links included, but not hydrated.
    expect(await page.locator('#featured-title').count()).toBe(1);
    expect(await page.locator('[aria-labelledby="featured-title"] a[href^="/produto/"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(hasReactFiber, '#featured-title')).toBe(false);
    await page.locator('#featured-title').scrollIntoViewIfNeeded();
    await hydrated(page, '#featured-title');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('hydrates the shop\'s filter sidebar where it shows, on a wide screen, with the page, and not on a phone, where the sheet holds the filters', async () => {
    const page = await newPage(browser(), viewport);
    const problems = await watchProblems(page);
    // Chakra's styling system is held back, as on a slow line: the sidebar is static classes and
    // hydrates in the page's own pass without it, so a click on it right after the page hydrates is
    // answered (a sidebar left waiting for that code would stay the server's copy, the click lost).
    // Held until the click has been answered, then let go.
    let releaseSystem = () => {};
    const systemHeld = new Promise<void>((resolve) => (releaseSystem = resolve));
    let systemServed = false;
    await page.route(/\/assets\/system-[\w-]+\.js$/, async (route) => {
      await systemHeld;
      systemServed = true;
      await route.continue();
    });
    await open(page, '/loja/embarcacoes');
    const sidebarForm = '#filtros form';
    if (viewport === 'desktop') {
      const panel = page.getByRole('complementary', { name: 'Filtros' });
      await panel.locator('label').filter({ has: page.getByRole('checkbox') }).first().click();
      await page.waitForURL((url) => url.search !== '', { timeout: 2000 });
      expect(systemServed).toBe(false);
    }
    releaseSystem();
    await page.waitForLoadState('networkidle');
    expect(await page.locator(sidebarForm).count()).toBe(1);
    expect(await page.evaluate(hasReactFiber, sidebarForm)).toBe(viewport === 'desktop');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('leaves the sections it never hydrates as the very nodes the server sent, a heart given after: the footer\'s links, a phone\'s sidebar, the product\'s assurances', async () => {
    const keptOn: [string, string[]][] = [
      ['/loja/embarcacoes', ['site-footer__column', ...(viewport === 'mobile' ? ['filter-panel'] : [])]],
      [productPath, ['site-footer__column', 'product-assurances']],
    ];
    for (const [path, kept] of keptOn) {
      const page = await newPage(browser(), viewport);
      const problems = await watchProblems(page);
      // Every element taken out of the document once its HTML is parsed: a section put back as a copy shows here.
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { __removed: removed });
        document.addEventListener('DOMContentLoaded', () =>
          new MutationObserver((records) => {
            for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 200));
          }).observe(document.body, { childList: true, subtree: true }),
        );
      });
      await open(page, path);
      await page.waitForLoadState('networkidle');
      // A heart changes what every heart on the page shows; the kept sections must not hear of it.
      await page.getByRole('button', { name: /^Adicionar aos favoritos/ }).first().click();
      await page.getByText('Adicionado aos favoritos').first().waitFor();
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const removed = await page.evaluate(() => (window as { __removed?: string[] }).__removed ?? []);
      const present = await page.evaluate((classes) => classes.filter((name) => document.getElementsByClassName(name).length > 0), kept);
      const hydratedFooter = await page.evaluate(hasReactFiber, '.site-footer__column a');
      await page.context().close();
      expect(problems).toEqual([]);
      expect(present).toEqual(kept);
      expect(removed.filter((html) => kept.some((name) => new RegExp(`^<\\w+ class="([\\w-]+ )*${name}[ "]`).test(html)))).toEqual([]);
      expect(hydratedFooter).toBe(false);
    }
  });

  it('switches the sort control to its script version once hydrated, and draws it so at once on a shop page reached without reloading', async () => {
    const page = await newPage(browser(), viewport);
    const problems = await watchProblems(page);
    const submit = page.getByRole('button', { name: 'Ordenar', exact: true });
    await open(page, '/loja/embarcacoes');
    await submit.waitFor({ state: 'detached' });
    expect(await page.locator('.sort-select__indicator').count()).toBe(1);

    await open(page, '/sobre');
    await page.waitForLoadState('networkidle');
    await markDocument(page);
    // Every sort button ever put in the document: one drawn first and switched after would show here.
    await page.evaluate(() => {
      const added: string[] = [];
      Object.assign(window, { __sortButtons: added });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches('.sort-select__submit') || node.querySelector('.sort-select__submit'))) added.push(node.outerHTML.slice(0, 120));
      }).observe(document.body, { childList: true, subtree: true });
    });
    // The header's link may sit in the phone's closed menu: clicked as the router hears it.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/loja"]')?.click());
    await page.waitForURL(`${site}/loja`);
    await page.locator('.sort-select__indicator').waitFor();
    const added = await page.evaluate(() => (window as { __sortButtons?: string[] }).__sortButtons ?? []);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
    expect(problems).toEqual([]);
    expect(added).toEqual([]);
  });

  it('keeps the filter sheet\'s drawer out of a shop page\'s first scripts: a phone loads it once idle and opens it, a wide screen never loads it', async () => {
    const page = await newPage(browser(), viewport);
    const problems = await watchProblems(page);
    const drawerChunk = /\/FilterSheetDrawer-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const loaded = viewport === 'mobile' ? page.waitForRequest((request) => drawerChunk.test(new URL(request.url()).pathname), { timeout: 30_000 }) : null;
    // The server's HTML, not the live document: once idle, a phone's import of the chunk adds its own preload link.
    const response = await page.goto(`${site}/loja/embarcacoes`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    expect(response?.status()).toBe(200);
    expect((await response?.text()) ?? '').not.toMatch(/\/FilterSheetDrawer-[\w-]+\.js/);
    await hydrated(page);
    if (loaded) {
      await loaded;
      await page.getByRole('button', { name: /^Filtros/ }).click();
      await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
    } else {
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => drawerChunk.test(path))).toEqual([]);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('after hydration a product card opens its page without reloading', async () => {
    const page = await newPage(browser(), viewport);
    const problems = await watchProblems(page);
    // The first view's data comes with the HTML: the browser loads the catalogue's reads (and their
    // PostgREST client, the catalogue-reads chunk) only for the first navigation.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const catalogueReads = (paths: string[]) => paths.filter((path) => /\/catalogue-reads-[\w-]+\.js$/.test(path) || path.startsWith('/rest/v1/'));
    await open(page, '/loja');
    await page.waitForLoadState('networkidle');
    expect(catalogueReads(requested)).toEqual([]);
    await markDocument(page);
    const card = page.getByTestId('product-card').first();
    const href = await card.getAttribute('href');
    const name = await card.locator('h3').textContent();
    await card.click();
    await page.waitForURL(`${site}${href}`);
    await page.getByRole('heading', { level: 1, name: name ?? '' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(catalogueReads(requested).some((path) => path.endsWith('.js'))).toBe(true);
    expect(catalogueReads(requested)).toContain('/rest/v1/products');
    // The page's never-hydrated assurances, drawn in the browser this time (their code loads for it),
    // and the footer's links, kept from the first page.
    await page.getByText('Entrega especializada').waitFor();
    await expect(page.locator('footer').getByRole('link', { name: 'Automóveis' }).count()).resolves.toBe(1);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('after hydration pagination, a subcategory checkbox and the search box filter the shop', async () => {
    const page = await newPage(browser(), viewport);
    const problems = await watchProblems(page);
    await open(page, '/loja');
    await markDocument(page);

    const { rows: secondPage } = await rowsWithTotal<{ name: string }[]>('products?select=name&published=eq.true&order=featured.desc,name.asc,id.asc&offset=12&limit=12');
    // Wider screens show numbered pages, phones 'N de M' between previous and next.
    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await (viewport === 'desktop' ? pagination.getByText('2', { exact: true }) : pagination.locator('a').last()).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => cardNames(page), { timeout: 20_000 }).toEqual(secondPage.map((row) => row.name));
    expect(await sameDocument(page)).toBe(true);

    const { rows: categories } = await rowsWithTotal<{ id: string }[]>('categories?select=id&value=eq.veiculos');
    const { rows: subcategories } = await rowsWithTotal<{ id: string; name: string }[]>(`subcategories?select=id,name&category_id=eq.${categories[0].id}&order=name`);
    const subcategory = subcategories[0];
    const { rows: filtered, total: filteredTotal } = await rowsWithTotal<{ name: string }[]>(
      `products?select=name&published=eq.true&subcategory_id=eq.${subcategory.id}&order=featured.desc,name.asc,id.asc&limit=12`,
    );
    await open(page, '/loja/veiculos');
    await markDocument(page);
    if (viewport === 'mobile') await page.getByRole('button', { name: /^Filtros/ }).click();
    const panel = viewport === 'mobile' ? page.getByRole('dialog') : page.getByRole('complementary', { name: 'Filtros' });
    // The checkbox's input is visually hidden: a visitor clicks its label.
    await panel.getByText(subcategory.name).first().click();
    await page.waitForURL((url) => url.searchParams.get('subcategories') === subcategory.id);
    await expect.poll(() => panel.getByRole('checkbox', { name: new RegExp(`^${subcategory.name}`) }).isChecked()).toBe(true);
    if (viewport === 'mobile') await page.keyboard.press('Escape');
    await page.getByTestId('result-count').filter({ hasText: filteredTotal === 1 ? '1 produto encontrado' : `${filteredTotal} produtos encontrados` }).waitFor();
    await expect.poll(() => cardNames(page), { timeout: 20_000 }).toEqual(filtered.map((row) => row.name));
    expect(await sameDocument(page)).toBe(true);

    const { total: watches } = await rowsWithTotal<unknown[]>('products?select=id&published=eq.true&search_text=ilike.*relogio*');
    await open(page, '/loja');
    await markDocument(page);
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('relogio');
    await page.waitForURL((url) => url.searchParams.get('search') === 'relogio');
    await page.getByTestId('result-count').filter({ hasText: `${watches} produtos encontrados` }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('after hydration the newsletter form subscribes', async () => {
    const page = await newPage(browser(), viewport);
    const problems = await watchProblems(page);
    await open(page, '/sobre');
    await page.locator('footer').scrollIntoViewIfNeeded();
    // The form is in the server's HTML but its code loads on view: before that a submit would be the browser's own.
    await hydrated(page, 'form[aria-label="Newsletter"]');
    const email = `hidratado.${randomBytes(4).toString('hex')}@example.com`;
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Seu e-mail').fill(email);
    await form.getByRole('button', { name: 'Inscrever-se' }).click();
    await page.getByText('Confirme sua inscrição').first().waitFor({ timeout: 30_000 });
    const { rows } = await rowsWithTotal<{ email: string }[]>(`newsletter_subscribers?select=email&email=eq.${encodeURIComponent(email)}`);
    expect(rows).toEqual([{ email }]);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
