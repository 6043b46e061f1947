import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, gotoHydrated, newPage } from '@oneboss/e2e';
import { rows, rowsWithTotal } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').locator('h3').allTextContents();
}

async function waitForCount(page: Page, total: number) {
  const line = total === 1 ? '1 produto encontrado' : `${total.toLocaleString('pt-BR')} produtos encontrados`;
  await page.getByTestId('result-count').filter({ hasText: line }).waitFor();
}

/** Waits until the grid is no longer showing the previous filters' results. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('ul[aria-busy="true"]') && !document.querySelector('[data-testid="product-card-skeleton"]'));
}

describe('shop journey', () => {
  it('goes home → category → subcategory and attribute → sort by price → page 2 → product → WhatsApp → lead', async () => {
    const page = await newPage(browser(), 'desktop');
    const { rows: categories } = await rowsWithTotal<{ id: string; value: string }[]>('categories?select=id,value&value=eq.veiculos');
    const cars = categories[0];
    const { total: carTotal } = await rowsWithTotal<unknown[]>(`products?select=id&published=eq.true&category_id=eq.${cars.id}`);
    const { rows: sports } = await rowsWithTotal<{ id: string }[]>(`subcategories?select=id&category_id=eq.${cars.id}&type=eq.esportivos`);
    const { rows: ferrari } = await rowsWithTotal<{ id: string }[]>(`attributes?select=id&subcategory_id=eq.${sports[0].id}&attribute=eq.Ferrari`);
    const { rows: ferraris } = await rowsWithTotal<{ name: string }[]>(
      `products?select=name&published=eq.true&attribute_id=eq.${ferrari[0].id}&order=featured.desc,name.asc`,
    );
    expect(ferraris.length).toBeGreaterThan(0);

    await gotoHydrated(page, stack.storefrontUrl);
    await page.getByRole('link', { name: /^Automóveis.*Ver coleção$/ }).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja/veiculos`);
    await page.getByRole('heading', { level: 1, name: 'Automóveis' }).waitFor();
    await waitForCount(page, carTotal ?? -1);

    const sidebar = page.getByRole('complementary', { name: 'Filtros' });
    await sidebar.getByText('Esportivos').first().click();
    await page.waitForURL((url) => url.searchParams.get('subcategories') === sports[0].id);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Mostrar valores de Esportivos' }).click();
    const ferrariOption = sidebar.getByText('Ferrari').first();
    await ferrariOption.waitFor();
    await ferrariOption.click();
    await page.waitForURL((url) => url.searchParams.get('attributes') === ferrari[0].id);
    await waitForCount(page, ferraris.length);
    await settled(page);
    // The URL changes a moment before the grid re-renders with the new filter.
    await expect.poll(() => cardNames(page)).toEqual(ferraris.map((p) => p.name));
    await page.getByText('Filtros Ativos:').waitFor();
    await sidebar.getByRole('link', { name: 'Remover filtro Ferrari' }).click();
    await page.waitForURL((url) => !url.searchParams.has('attributes') && url.searchParams.get('subcategories') === sports[0].id);
    await sidebar.getByRole('link', { name: 'Remover filtro Esportivos' }).waitFor();

    await page.getByRole('link', { name: 'Limpar filtros', exact: true }).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja`);

    const { rows: secondPage, total } = await rowsWithTotal<{ id: string; name: string }[]>(
      'products?select=id,name&published=eq.true&order=sort_price.asc,name.asc,id.asc&offset=12&limit=12',
    );
    await waitForCount(page, total ?? -1);
    await page.getByLabel('Ordenar por').selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc' && !url.searchParams.has('page'));
    await page.getByRole('link', { name: 'Página 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await settled(page);
    await expect.poll(() => cardNames(page)).toEqual(secondPage.map((p) => p.name));
    // The scroll to the top is smooth: give it time to arrive on a busy machine.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeLessThan(50);

    const chosen = secondPage[0];
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(`${stack.storefrontUrl}/produto/${chosen.id}`);
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    const whatsapp = page.getByRole('link', { name: 'Falar com o vendedor' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    // The chat is with the listing's own seller, at its number.
    const [{ sellers: seller }] = await rows<{ sellers: { whatsapp: string } }>(`products?select=sellers!products_seller_id_fkey(whatsapp)&id=eq.${chosen.id}`);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${seller.whatsapp}`);
    expect(href.searchParams.get('text')).toBe(`Olá, vim do site e quero saber mais sobre o produto "${chosen.name}"`);
    // A link, not a button: no button `type` leaks onto it (on an <a>, type names the linked file's MIME type).
    await expect(whatsapp.getAttribute('type')).resolves.toBeNull();

    const email = `lead.${Date.now()}@example.com`;
    const form = page.getByRole('form', { name: `Tenho interesse: ${chosen.name}` });
    await form.getByLabel('Nome').fill('Marina Azevedo');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Telefone / WhatsApp').fill('(11) 98888-7777');
    await form.getByLabel('Mensagem').fill('Gostaria de agendar uma visita.');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Mensagem enviada').first().waitFor();
    const { rows: leads } = await rowsWithTotal<{ product_id: string; status: string }[]>(`leads?select=product_id,status&email=eq.${encodeURIComponent(email)}`);
    expect(leads).toEqual([{ product_id: chosen.id, status: 'new' }]);
  });

  it('finds products with or without accents and makes exactly two requests per filter change', async () => {
    const page = await newPage(browser(), 'desktop');
    const { rows: watchCategory } = await rowsWithTotal<{ id: string }[]>('categories?select=id&value=eq.relogios');
    // A word counts in the category's name too: every product of Relógios, and any other naming a relógio.
    const { total: watches } = await rowsWithTotal<unknown[]>(
      `products?select=id&published=eq.true&or=(search_text.ilike.*relogio*,category_id.eq.${watchCategory[0].id})`,
    );
    expect(watches).toBeGreaterThan(0);

    await gotoHydrated(page, `${stack.storefrontUrl}/loja`);
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('relogio');
    await page.waitForURL((url) => url.searchParams.get('search') === 'relogio');
    await waitForCount(page, watches ?? -1);
    await settled(page);
    expect(await cardNames(page)).toContain('Relógio Rolex Submariner Date');

    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('Relógio');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Relógio');
    await waitForCount(page, watches ?? -1);
    // Both spellings count the same, so the count alone does not prove this search's requests are done.
    await settled(page);
    await page.waitForLoadState('networkidle');

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${stack.backendUrl}/rest/`)) requests.push(new URL(request.url()).pathname);
    });
    await page.getByRole('complementary', { name: 'Filtros' }).getByRole('link', { name: /Relógios/ }).click();
    await page.waitForURL((url) => url.pathname === '/loja/relogios' && url.searchParams.get('search') === 'Relógio');
    const { total: watchesInCategory } = await rowsWithTotal<unknown[]>(`products?select=id&published=eq.true&category_id=eq.${watchCategory[0].id}`);
    await waitForCount(page, watchesInCategory ?? -1);
    await settled(page);
    await page.waitForLoadState('networkidle');
    // The category tree is cached for the session: a filter change costs the list and the facets
    // at most (router preloading on hover may have fetched them before the click).
    expect(requests.length).toBeLessThanOrEqual(2);
    expect(new Set(requests).size).toBe(requests.length);
    for (const path of requests) expect(['/rest/v1/rpc/shop_products', '/rest/v1/rpc/shop_facets']).toContain(path);
  });

  it('shows the empty state for a search that finds nothing, the nearest products and a way to ask the team for it', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, `${stack.storefrontUrl}/loja?search=${encodeURIComponent('nada-com-este-nome-xyz')}`);
    await page.getByRole('heading', { name: 'Nenhum produto encontrado' }).waitFor();
    await page.getByText('Tente ajustar os filtros ou fazer uma nova busca').waitFor();

    // No car is a Carrera: the Porsches are the nearest names.
    await gotoHydrated(page, `${stack.storefrontUrl}/loja?search=${encodeURIComponent('porsche carrera')}`);
    await page.getByRole('heading', { name: 'Nenhum produto encontrado' }).waitFor();
    const suggestions = page.getByRole('region', { name: 'Talvez você procure' });
    await suggestions.getByTestId('product-card').first().waitFor();
    const names = await suggestions.getByTestId('product-card').locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Porsche/);

    await page.getByRole('link', { name: 'Pedir à equipe' }).click();
    await page.waitForURL((url) => url.pathname === '/contato' && url.searchParams.get('procura') === 'porsche carrera');
    await expect.poll(() => page.getByRole('textbox', { name: /Mensagem/ }).inputValue()).toContain('"porsche carrera"');
  });

  it.each(['mobile', 'desktop'] as const)('answers 404 with the not-found page for an unknown category (%s)', async (viewport) => {
    const response = await fetch(`${stack.storefrontUrl}/loja/categoria-que-nao-existe?sort=price-asc`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    // A name every object has is no category either (it once reached the object's prototype: a 500).
    for (const slug of ['constructor', '__proto__']) expect((await fetch(`${stack.storefrontUrl}/loja/${slug}`, { redirect: 'manual' })).status).toBe(404);
    const page = await newPage(browser(), viewport);
    const answer = await page.goto(`${stack.storefrontUrl}/loja/categoria-que-nao-existe`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Voltar para o início' }).waitFor();
    // A stale link to a category still leads to the six, at a finger's size (44 px).
    const categories = page.getByRole('navigation', { name: 'Categorias da loja' }).getByRole('link');
    await expect(categories.allInnerTexts()).resolves.toEqual(['Automóveis', 'Embarcações', 'Aeronaves', 'Imóveis', 'Relógios', 'Decoração']);
    expect((await categories.first().boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await categories.filter({ hasText: 'Embarcações' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja/embarcacoes`);
    await page.getByRole('heading', { level: 1, name: 'Embarcações' }).waitFor();
  });

  it.each(['mobile', 'desktop'] as const)('finds the watch for "rolex daytona", words apart in its name, from the header (%s)', async (viewport) => {
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, stack.storefrontUrl);
    if (viewport === 'mobile') {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('textbox', { name: 'Buscar produtos' }).fill('rolex daytona');
    } else {
      await page.getByRole('textbox', { name: 'Buscar no catálogo' }).fill('rolex daytona');
    }
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/loja' && url.searchParams.get('search') === 'rolex daytona');
    await settled(page);
    // The watch named for both words comes first.
    await expect.poll(async () => (await cardNames(page))[0], { timeout: 15_000 }).toBe('Relógio Rolex Cosmograph Daytona');
  });

  it('shows the error state alone, not categories counting 0, when the catalogue cannot be read', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, `${stack.storefrontUrl}/loja`);
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await filters.waitFor();
    // The backend stops answering after the page has loaded; the next filter's reads fail after their retries.
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
    await filters.getByRole('link', { name: /^Aeronaves/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Erro ao carregar produtos' }).waitFor({ timeout: 30_000 });
    await expect(filters.count()).resolves.toBe(0);
    await expect(page.getByTestId('result-count').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows Página não encontrada for an unknown path, with a link home and the shop\'s search', async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/caminho/que/nao/existe`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/`);

    await gotoHydrated(page, `${stack.storefrontUrl}/caminho/que/nao/existe`);
    await page.getByRole('textbox', { name: 'Buscar na loja' }).fill('rolex daytona');
    await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/loja' && url.searchParams.get('search') === 'rolex daytona');
    await settled(page);
    await expect.poll(async () => (await cardNames(page))[0], { timeout: 15_000 }).toBe('Relógio Rolex Cosmograph Daytona');
  });

  it('on a phone the first product starts on the first screen, the search and the filter button sharing a row', async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/loja`);
    const search = await page.getByRole('searchbox', { name: 'Buscar produtos' }).boundingBox();
    const filters = await page.getByRole('button', { name: /^Filtros/ }).boundingBox();
    expect(search && filters && Math.abs(search.y + search.height / 2 - (filters.y + filters.height / 2))).toBeLessThan(2);
    // The sort keeps its name for screen readers where its label is not shown.
    await page.getByRole('combobox', { name: 'Ordenar por' }).waitFor();
    const card = await page.getByTestId('product-card').first().boundingBox();
    expect(card?.y).toBeLessThan(844 / 2);
  });

  it('on a phone two listings fit the first screen; at both sizes page and crumb links are 44 px targets, sticky bars opaque, the footer has every category and this year', async () => {
    // The catalogue's categories, written together by the seed (one transaction, one created_at):
    // journeys running beside this one add categories of their own later.
    const { rows: all } = await rowsWithTotal<{ name: string; value: string; created_at: string }[]>('categories?select=name,value,created_at&order=created_at');
    const categories = all.filter((category) => category.created_at === all[0].created_at);
    expect(categories.length).toBe(6);
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(browser(), viewport);
      await gotoHydrated(page, `${stack.storefrontUrl}/loja`);
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor();
      if (viewport === 'mobile') {
        const bottomBar = (await page.getByRole('navigation', { name: 'Navegação inferior' }).boundingBox())!;
        for (const card of [cards.nth(0), cards.nth(1)]) {
          const box = (await card.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(bottomBar.y);
        }
      }

      const targets = await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link').all();
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        if (!(await target.isVisible())) continue;
        const box = (await target.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }

      // Nothing scrolled under a sticky bar shows through it.
      const stickyBackgrounds = await page.evaluate(() =>
        [...document.querySelectorAll('header, [aria-label="Navegação inferior"]')]
          .filter((element) => getComputedStyle(element).display !== 'none')
          .map((element) => getComputedStyle(element).backgroundColor),
      );
      expect(stickyBackgrounds.length).toBe(viewport === 'mobile' ? 2 : 1);
      for (const background of stickyBackgrounds) expect(background).toMatch(/^rgb\(/);

      const footer = page.getByRole('contentinfo');
      const footerCategories = await footer.locator('a[href^="/loja/"]').evaluateAll((links) =>
        links.map((link) => [link.textContent, link.getAttribute('href')]),
      );
      expect(footerCategories.sort()).toEqual(categories.map(({ name, value }) => [name, `/loja/${value}`]).sort());
      await footer.getByText(`© ${new Date().getUTCFullYear()} OneBoss. Todos os direitos reservados.`).waitFor();

      await cards.first().click();
      const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
      await crumbs.waitFor();
      const crumbLinks = await crumbs.locator('a[href]').all();
      expect(crumbLinks.length).toBe(3);
      for (const link of crumbLinks) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.context().close();
    }
  });

  it('at tablet width, beside the filter sidebar, every card shows its whole price', async () => {
    const page = await newPage(browser(), 'desktop');
    await page.setViewportSize({ width: 768, height: 1024 });
    await gotoHydrated(page, `${stack.storefrontUrl}/loja`);
    await page.getByRole('complementary', { name: 'Filtros' }).waitFor();
    const clipped = await page.getByTestId('product-card').evaluateAll((cards) =>
      cards.filter((card) => {
        const prices = [...card.querySelectorAll('p')].filter((p) => p.textContent?.includes('R$'));
        return prices.some((price) => price.scrollWidth > price.clientWidth);
      }).length,
    );
    expect(clipped).toBe(0);
  });

  it('on a desktop, beside a few results, the page scrolls down to the last filter, clear of the sticky Aplicar Filtros', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, `${stack.storefrontUrl}/loja/imoveis?uf=SP`);
    const sidebar = page.getByRole('complementary', { name: 'Filtros' });
    const lastCity = sidebar.getByRole('group', { name: 'Cidade' }).getByRole('checkbox').last();
    await lastCity.waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The sidebar once scrolled inside itself and stuck within the results' column: beside three cards its
    // window was a few lines high at the page's end and showed the top of the filters, not the cities.
    const shown = await lastCity.evaluate((box) => {
      const { left, top, width, height } = box.getBoundingClientRect();
      const [x, y] = [left + width / 2, top + height / 2];
      return y > 0 && y < window.innerHeight && box.closest('label')?.contains(document.elementFromPoint(x, y)) === true;
    });
    expect(shown).toBe(true);
    await expect.poll(() => sidebar.evaluate((aside) => aside.scrollHeight - aside.clientHeight)).toBe(0);
  });

  it('on a phone: bottom bar marks Loja, the filter sheet applies a category', async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/loja`);
    await page.getByTestId('product-card').first().waitFor();
    const bottomBar = page.getByRole('navigation', { name: 'Navegação inferior' });
    await expect(bottomBar.getByRole('link', { name: 'Loja' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(bottomBar.getByRole('link', { name: 'Início' }).getAttribute('aria-current')).resolves.toBeNull();
    expect(await page.getByRole('complementary', { name: 'Filtros' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: /^Filtros/ }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText('Encontre exatamente o que você procura').waitFor();
    await sheet.getByRole('link', { name: /Relógios/ }).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja/relogios`);
    await sheet.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await sheet.waitFor({ state: 'hidden' });
    // Focus returns to the button that opened the sheet.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toMatch(/^Filtros/);
    await page.getByRole('heading', { level: 1, name: 'Relógios' }).waitFor();
    await expect(bottomBar.getByRole('link', { name: 'Loja' }).getAttribute('aria-current')).resolves.toBe('page');

    // While the sheet is open the page behind does not scroll; a press beside it closes it, as Esc does.
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await sheet.getByText('Encontre exatamente o que você procura').waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');
    await page.mouse.click(370, 400);
    await sheet.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.not.toBe('hidden');
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await sheet.getByText('Encontre exatamente o que você procura').waitFor();
    // The filters scroll below the close button's strip, never under the button.
    const [closeBottom, scrollerTop] = await sheet.evaluate((dialog) => {
      const closeButton = dialog.querySelector('button[aria-label="Fechar filtros"]') as HTMLElement;
      let scroller = (dialog.querySelector('form') as HTMLElement).parentElement as HTMLElement;
      while (getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement as HTMLElement;
      return [closeButton.getBoundingClientRect().bottom, scroller.getBoundingClientRect().top];
    });
    expect(closeBottom).toBeLessThanOrEqual(scrollerTop);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toMatch(/^Filtros/);

    await bottomBar.getByRole('link', { name: 'Perfil' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/perfil`);
    await expect(bottomBar.getByRole('link', { name: 'Perfil' }).getAttribute('aria-current')).resolves.toBe('page');
  });
});
