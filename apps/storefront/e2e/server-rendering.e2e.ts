import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { formatBRL, SHOP_PAGE_SIZE, SHOP_SEARCH_MAX_LENGTH, stockLabel } from '@oneboss/domain';
import { browserPerFile, VIEWPORTS } from '@oneboss/e2e';
import { rowsWithTotal, serviceRest } from './support/backend-rest';
import { factsOfHtml, factsOfPage, type PageFacts } from './support/page-facts';

const stack = inject('stack');
const browser = browserPerFile();
const site = stack.storefrontUrl;

async function patchProduct(id: string, changes: Record<string, unknown>) {
  const response = await serviceRest(`products?id=eq.${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(changes),
  });
  expect(response.status).toBeLessThan(300);
}

interface ProductRow {
  id: string;
  name: string;
  price: number | null;
  sale_price: number | null;
  price_on_request: boolean;
  featured: boolean;
  stock_quantity: number;
  description: string;
  category_id: string | null;
  categories: { name: string; value: string } | null;
  product_images: { url: string; sort_order: number }[];
}
const PRODUCT_COLUMNS = 'id,name,price,sale_price,price_on_request,featured,stock_quantity,description,category_id,categories(name,value),product_images(url,sort_order)';

interface Category {
  id: string;
  name: string;
  value: string;
}

const cardLines = (rows: { id: string; name: string }[]) => rows.map((row) => ({ href: `/produto/${row.id}`, name: row.name }));

let context: BrowserContext;
let parser: Page;

beforeAll(async () => {
  // No script of the storefront ever runs in this file: what is checked is the server's HTML.
  context = await browser().newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop, locale: 'pt-BR' });
  context.setDefaultTimeout(15_000);
  parser = await context.newPage();
});

afterAll(async () => {
  await context.close();
});

interface Reading {
  status: number;
  facts: PageFacts;
}

/** The two ways a page is read without JavaScript: the raw HTTP answer, and Chromium with scripts off. */
const readers: Record<string, (path: string) => Promise<Reading>> = {
  'plain HTTP': async (path) => {
    const response = await fetch(`${site}${path}`);
    return { status: response.status, facts: await factsOfHtml(parser, await response.text()) };
  },
  'Chromium without JavaScript': async (path) => {
    const page = await context.newPage();
    try {
      const response = await page.goto(`${site}${path}`);
      return { status: response?.status() ?? 0, facts: await factsOfPage(page) };
    } finally {
      await page.close();
    }
  },
};

const single = (facts: PageFacts, key: string) => {
  expect(facts.meta[key], `one <meta> ${key}`).toHaveLength(1);
  return facts.meta[key][0];
};

/** The head every indexable page carries: title, summary, canonical and Open Graph agreeing with each other. */
function expectSharableHead(facts: PageFacts, { title, url, type }: { title: string; url: string; type: 'website' | 'product' }) {
  expect(facts.title).toBe(title);
  const description = single(facts, 'description');
  expect(description.length).toBeGreaterThan(20);
  expect(Array.from(description).length).toBeLessThanOrEqual(160);
  expect(facts.canonical).toEqual([url]);
  expect(single(facts, 'og:title')).toBe(title);
  expect(single(facts, 'og:description')).toBe(description);
  expect(single(facts, 'og:url')).toBe(url);
  expect(single(facts, 'og:type')).toBe(type);
  expect(single(facts, 'og:locale')).toBe('pt_BR');
  expect(facts.meta.robots ?? []).not.toContain('noindex');
}

/** A listing's JSON-LD is typed by its kind: a car is a `Car` (a Product in schema.org), a flat ['Product', 'Apartment']. */
function hasType(data: Record<string, unknown>, type: string): boolean {
  const types = [data['@type']].flat();
  return types.includes(type) || (type === 'Product' && types.includes('Car'));
}

function jsonLd(facts: PageFacts, type: string): Record<string, unknown> {
  const found = facts.jsonLd.filter((data) => hasType(data, type));
  expect(found, `one ${type} JSON-LD`).toHaveLength(1);
  expect(found[0]['@context']).toBe('https://schema.org');
  return found[0];
}

function crumbs(facts: PageFacts): [string, string][] {
  const list = jsonLd(facts, 'BreadcrumbList').itemListElement as { position: number; name: string; item: string }[];
  list.forEach((crumb, index) => expect(crumb.position).toBe(index + 1));
  return list.map((crumb) => [crumb.name, crumb.item]);
}

/** ItemList entries, as the card links they must equal. */
function itemList(facts: PageFacts): { href: string; name: string }[] {
  const list = jsonLd(facts, 'ItemList');
  const items = list.itemListElement as { position: number; name: string; url: string }[];
  expect(list.numberOfItems).toBe(items.length);
  items.forEach((item, index) => expect(item.position).toBe(index + 1));
  return items.map((item) => ({ href: item.url.replace(site, ''), name: item.name }));
}

/** formatBRL's no-break spaces read as plain spaces in the page's collapsed text. */
const brl = (value: number | null) => formatBRL(value).replace(/\s/g, ' ');

const countLine = (total: number) => (total === 1 ? '1 produto encontrado' : `${total.toLocaleString('pt-BR')} produtos encontrados`);

let categories: Category[];
let cars: Category;
let priced: ProductRow;
let onRequest: ProductRow;
const RICH_DESCRIPTION =
  '<p>Casco em <strong>fibra de carbono</strong> e <em>teca</em>.</p><ul><li>Quatro suítes</li></ul>' +
  '<img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 2</script><a href="javascript:window.__hacked = 3">veja</a>';

beforeAll(async () => {
  ({ rows: categories } = await rowsWithTotal<Category[]>('categories?select=id,name,value&order=value'));
  cars = categories.find((category) => category.value === 'veiculos') as Category;
  expect(cars).toBeDefined();
  const base = `products?select=${PRODUCT_COLUMNS}&published=eq.true&order=name&product_images.order=sort_order`;
  // A priced product with pictures and on sale when the demo has one, and one 'Sob Consulta'.
  const { rows: pricedRows } = await rowsWithTotal<ProductRow[]>(`${base}&price_on_request=eq.false&price=not.is.null&category_id=not.is.null`);
  priced = pricedRows.find((row) => row.product_images.length > 0 && row.sale_price !== null) ?? (pricedRows.find((row) => row.product_images.length > 0) as ProductRow);
  const { rows: onRequestRows } = await rowsWithTotal<ProductRow[]>(`${base}&price_on_request=eq.true`);
  onRequest = onRequestRows.find((row) => row.product_images.length > 0) as ProductRow;
  expect(priced).toBeDefined();
  expect(onRequest).toBeDefined();
  // The description tab must show formatting but nothing that runs.
  await patchProduct(priced.id, { description: RICH_DESCRIPTION });
});

afterAll(async () => {
  if (priced) await patchProduct(priced.id, { description: priced.description });
});

describe.each(Object.keys(readers))('without JavaScript (%s)', (reader) => {
  const read = readers[reader];

  it('home: hero, partners, category banners, every featured product link and the footer, with site JSON-LD', async () => {
    const { status, facts } = await read('/');
    expect(status).toBe(200);
    expect(facts.headings).toContainEqual({ level: 1, text: 'O 1º Marketplace de Luxo do Brasil' });

    const { rows: partners } = await rowsWithTotal<{ name: string }[]>('partners?select=name&visible=eq.true&order=order_index');
    expect(partners.length).toBeGreaterThan(0);
    for (const partner of partners) expect(facts.images.map((image) => image.alt)).toContain(partner.name);

    const banners = facts.links.filter((link) => link.label.endsWith('Ver coleção'));
    expect(banners).toHaveLength(6);
    for (const banner of banners) expect(banner.href).toMatch(/^\/loja(\/[a-z-]+)?$/);
    expect(banners.map((banner) => banner.href)).toContain('/loja/veiculos');

    const { rows: featured } = await rowsWithTotal<{ id: string; name: string }[]>('products?select=id,name&featured=eq.true&published=eq.true&order=name');
    expect(featured.length).toBeGreaterThan(0);
    expect(facts.sections['Produtos em Destaque']).toEqual(featured.map((row) => `/produto/${row.id}`));
    expect(facts.cards).toEqual(expect.arrayContaining(cardLines(featured)));

    expect(facts.text).toContain('Por que escolher a OneBoss');
    expect(facts.text).toContain(`© ${new Date().getUTCFullYear()} OneBoss`);

    expectSharableHead(facts, { title: 'Loja Premium - Produtos de Luxo', url: `${site}/`, type: 'website' });
    expect(jsonLd(facts, 'Organization')).toMatchObject({ name: 'OneBoss', url: `${site}/` });
    const search = jsonLd(facts, 'WebSite').potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    expect(search['@type']).toBe('SearchAction');
    expect(search.target.urlTemplate).toBe(`${site}/loja?search={search_term_string}`);
    expect(search['query-input']).toBe('required name=search_term_string');
  });

  it('/loja: the first page of cards, counts, facets, sort and a page 2 link that leads to the next cards', async () => {
    const { rows: firstPage, total } = await rowsWithTotal<{ id: string; name: string }[]>(
      'products?select=id,name&published=eq.true&order=featured.desc,name.asc,id.asc&limit=12',
    );
    const { status, facts } = await read('/loja');
    expect(status).toBe(200);
    expect(facts.headings).toContainEqual({ level: 1, text: 'Todos os produtos' });
    expect(facts.cards).toEqual(cardLines(firstPage));
    expect(itemList(facts)).toEqual(facts.cards);
    expect(facts.resultCount).toBe(countLine(total ?? -1));
    expect(facts.sort).toBe('relevance');

    const expectedFacets = await Promise.all(
      categories.map(async (category) => ({
        label: category.name,
        count: (await rowsWithTotal<unknown[]>(`products?select=id&published=eq.true&category_id=eq.${category.id}&limit=1`)).total ?? -1,
        href: `/loja/${category.value}`,
      })),
    );
    expect([...facts.facets].sort((a, b) => a.label.localeCompare(b.label))).toEqual(expectedFacets.sort((a, b) => a.label.localeCompare(b.label)));

    expectSharableHead(facts, { title: 'Todos os produtos - Loja OneBoss', url: `${site}/loja`, type: 'website' });
    expect(crumbs(facts)).toEqual([
      ['Início', `${site}/`],
      ['Loja', `${site}/loja`],
    ]);

    // The numbered link and the arrow both lead to page 2, each with a name a screen reader can say.
    expect.soft(facts.links).toContainEqual({ href: '/loja?page=2', label: 'Página 2' });
    expect.soft(facts.links).toContainEqual({ href: '/loja?page=2', label: 'Próxima página' });
    const second = await read('/loja?page=2');
    expect(second.status).toBe(200);
    const { rows: secondPage } = await rowsWithTotal<{ id: string; name: string }[]>(
      'products?select=id,name&published=eq.true&order=featured.desc,name.asc,id.asc&offset=12&limit=12',
    );
    expect(second.facts.cards).toEqual(cardLines(secondPage));
    expect(itemList(second.facts)).toEqual(second.facts.cards);
    expect(second.facts.canonical).toEqual([`${site}/loja?page=2`]);
    expect.soft(second.facts.links).toContainEqual({ href: '/loja', label: 'Página anterior' });
    expect(second.facts.links.filter((link) => link.href === '/loja?page=3')).not.toEqual([]);
  });

  it('/loja/{category}: its cards in the chosen order, subcategory counts and pages that keep the sort', async () => {
    const order = 'order=sort_price.asc.nullslast,name.asc,id.asc';
    const { rows: firstPage, total } = await rowsWithTotal<{ id: string; name: string }[]>(
      `products?select=id,name&published=eq.true&category_id=eq.${cars.id}&${order}&limit=12`,
    );
    const { status, facts } = await read('/loja/veiculos?sort=price-asc');
    expect(status).toBe(200);
    expect(facts.headings).toContainEqual({ level: 1, text: cars.name });
    expect(facts.cards).toEqual(cardLines(firstPage));
    expect(itemList(facts)).toEqual(facts.cards);
    expect(facts.resultCount).toBe(countLine(total ?? -1));
    expect(facts.sort).toBe('price-asc');
    // The chosen category's link leads back to every category, keeping the sort.
    expect(facts.facets).toContainEqual({ label: cars.name, count: total ?? -1, href: '/loja?sort=price-asc' });

    const { rows: subcategories } = await rowsWithTotal<{ id: string; name: string }[]>(`subcategories?select=id,name&category_id=eq.${cars.id}`);
    expect(subcategories.length).toBeGreaterThan(0);
    for (const subcategory of subcategories) {
      const { total: count } = await rowsWithTotal<unknown[]>(`products?select=id&published=eq.true&subcategory_id=eq.${subcategory.id}&limit=1`);
      expect(facts.facets).toContainEqual({ label: subcategory.name, count });
    }

    expectSharableHead(facts, { title: `${cars.name} - Loja OneBoss`, url: `${site}/loja/veiculos`, type: 'website' });
    expect(crumbs(facts).at(-1)).toEqual([cars.name, `${site}/loja/veiculos`]);

    if ((total ?? 0) > 12) {
      const next = facts.links.find((link) => new URL(link.href, site).searchParams.get('page') === '2');
      expect(next?.href.startsWith('/loja/veiculos?')).toBe(true);
      expect(new URL(next?.href ?? '', site).searchParams.get('sort')).toBe('price-asc');
      const second = await read(next?.href ?? '');
      const { rows: secondPage } = await rowsWithTotal<{ id: string; name: string }[]>(
        `products?select=id,name&published=eq.true&category_id=eq.${cars.id}&${order}&offset=12&limit=12`,
      );
      expect(second.facts.cards).toEqual(cardLines(secondPage));
    }
  });

  it('a priced product: gallery, price, badges, sanitised description, related links, price tags and Product JSON-LD', async () => {
    const { status, facts } = await read(`/produto/${priced.id}`);
    expect(status).toBe(200);
    expect(facts.headings).toContainEqual({ level: 1, text: priced.name });

    const cover = priced.product_images[0].url.split('/').pop() ?? '';
    expect(facts.images.some((image) => image.alt.includes(priced.name) && (image.src.includes(cover) || image.srcset.includes(cover)))).toBe(true);

    const price = priced.sale_price ?? priced.price;
    expect(facts.text).toContain(brl(price));
    if (priced.featured) expect(facts.text).toContain('Destaque');
    if (priced.sale_price !== null) expect(facts.text).toContain('Promoção');
    expect(facts.text).toContain(stockLabel(priced.stock_quantity));

    const description = facts.descriptionHtml ?? '';
    expect(description).toContain('<strong>fibra de carbono</strong>');
    expect(description).toContain('<li>Quatro suítes</li>');
    expect(description).not.toMatch(/<script|onerror|javascript:/i);

    const { rows: related } = await rowsWithTotal<{ id: string }[]>(
      `products?select=id&published=eq.true&category_id=eq.${priced.category_id}&id=neq.${priced.id}&order=featured.desc,name.asc&limit=8`,
    );
    expect(facts.sections['Produtos relacionados']).toEqual(related.map((row) => `/produto/${row.id}`));
    // The 'Veja também' row: the first eight other featured products, by name.
    const { rows: alsoFeatured } = await rowsWithTotal<{ id: string }[]>(
      `products?select=id&published=eq.true&featured=eq.true&id=neq.${priced.id}&order=name.asc&limit=8`,
    );
    expect(facts.sections['Veja também: Produtos em Destaque']).toEqual(alsoFeatured.map((row) => `/produto/${row.id}`));

    const url = `${site}/produto/${priced.id}`;
    expectSharableHead(facts, { title: `${priced.name} | OneBoss`, url, type: 'product' });
    expect(single(facts, 'description').replace(/\s/g, ' ')).toContain(brl(price));
    expect(single(facts, 'twitter:card')).toBe('summary_large_image');
    expect(single(facts, 'og:image')).toBe(`${site}/og/produto/${priced.id}.jpg`);
    expect(single(facts, 'product:price:amount')).toBe(Number(price).toFixed(2));
    expect(single(facts, 'product:price:currency')).toBe('BRL');

    const product = jsonLd(facts, 'Product');
    expect(product).toMatchObject({ name: priced.name, url, sku: priced.id });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: Number(price).toFixed(2),
      priceCurrency: 'BRL',
      availability: priced.stock_quantity > 0 ? 'https://schema.org/InStock' : expect.stringMatching(/^https:\/\/schema\.org\//),
    });
    expect(crumbs(facts)).toEqual([
      ['Início', `${site}/`],
      ['Loja', `${site}/loja`],
      [priced.categories?.name, `${site}/loja/${priced.categories?.value}`],
      [priced.name, url],
    ]);
  });

  it("a 'Sob Consulta' product: the label, and no price in the tags or the offer", async () => {
    const { status, facts } = await read(`/produto/${onRequest.id}`);
    expect(status).toBe(200);
    expect(facts.headings).toContainEqual({ level: 1, text: onRequest.name });
    expect(facts.text).toContain('Sob Consulta');
    expect(single(facts, 'description').startsWith('Sob Consulta')).toBe(true);
    expect(facts.meta['product:price:amount']).toBeUndefined();
    expect(facts.meta['product:price:currency']).toBeUndefined();
    expect(single(facts, 'twitter:card')).toBe('summary_large_image');
    const offer = jsonLd(facts, 'Product').offers as Record<string, unknown>;
    expect(offer).not.toHaveProperty('price');
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\//);
  });
});

it("without JavaScript, the shop sidebar's category, a search that keeps the sort, a filter's remove link and 'Limpar todos os filtros' lead to their shop pages", async () => {
  const page = await context.newPage();
  try {
    await page.goto(`${site}/loja?sort=price-desc`);
    const sidebar = page.getByRole('complementary', { name: 'Filtros' });
    await sidebar.getByRole('link', { name: new RegExp(`^${cars.name}`) }).click();
    await page.waitForURL(`${site}/loja/${cars.value}?sort=price-desc`);
    await page.getByRole('heading', { level: 1, name: cars.name }).waitFor();
    await expect(sidebar.getByRole('link', { name: new RegExp(`^${cars.name}`) }).getAttribute('aria-current')).resolves.toBe('true');

    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('ferrari');
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).press('Enter');
    await page.waitForURL((url) => url.pathname === `/loja/${cars.value}` && url.searchParams.get('search') === 'ferrari');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ search: 'ferrari', sort: 'price-desc' });

    await sidebar.getByRole('link', { name: 'Remover filtro Busca: "ferrari"' }).click();
    await page.waitForURL(`${site}/loja/${cars.value}?sort=price-desc`);

    await sidebar.getByRole('link', { name: 'Limpar todos os filtros' }).click();
    await page.waitForURL(`${site}/loja`);
    await page.getByRole('heading', { level: 1, name: 'Todos os produtos' }).waitFor();
  } finally {
    await page.close();
  }
});

describe('status codes', () => {
  const missing = async (path: string) => {
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    return { status: response.status, facts: await factsOfHtml(parser, await response.text()) };
  };

  it('answers 404 with the not-found page for an unknown path or product', async () => {
    const unknownPath = await missing('/pagina-que-nao-existe');
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.facts.headings).toContainEqual({ level: 1, text: 'Página não encontrada' });
    expect(unknownPath.facts.meta.robots).toContain('noindex');

    for (const path of ['/produto/00000000-0000-4000-8000-000000000000', '/produto/nao-e-um-id']) {
      const product = await missing(path);
      expect(product.status, path).toBe(404);
      expect(product.facts.headings.some((heading) => heading.level === 1 && /não encontrad/.test(heading.text))).toBe(true);
      expect(product.facts.title, path).toBe('Produto não encontrado - OneBoss');
      expect(product.facts.meta.robots, path).toContain('noindex');
    }
  });

  it('sends an unknown legacy ?category= to the whole shop for now (302, it may exist tomorrow), keeping the other parameters', async () => {
    const path = '/loja?category=categoria-que-nao-existe&sort=price-asc';
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', site);
    expect(location.pathname).toBe('/loja');
    expect(Object.fromEntries(location.searchParams)).toEqual({ sort: 'price-asc' });
  });

  it('answers 404 with the not-found page for a category path naming no category', async () => {
    const page = await missing('/loja/categoria-que-nao-existe?sort=price-asc');
    expect(page.status).toBe(404);
    expect(page.facts.headings.some((heading) => heading.level === 1 && heading.text === 'Página não encontrada')).toBe(true);
    expect(page.facts.meta.robots).toContain('noindex');
  });

  it('answers 404 for a product while it is unpublished, and leaves it out of the sitemap', async () => {
    const { rows } = await rowsWithTotal<{ id: string; name: string }[]>('products?select=id,name&published=eq.true&order=name.desc&limit=1');
    const [product] = rows;
    await patchProduct(product.id, { published: false });
    try {
      const hidden = await missing(`/produto/${product.id}`);
      expect(hidden.status).toBe(404);
      expect(hidden.facts.headings.some((heading) => heading.text === product.name)).toBe(false);
      expect(hidden.facts.jsonLd.some((data) => hasType(data, 'Product'))).toBe(false);
      expect(await (await fetch(`${site}/sitemap.xml`)).text()).not.toContain(`/produto/${product.id}<`);
      const shareImage = await fetch(`${site}/og/produto/${product.id}.jpg`);
      expect(shareImage.status).toBe(404);
      expect(shareImage.headers.get('cache-control')).toBe('no-store');
    } finally {
      await patchProduct(product.id, { published: true });
    }
    expect((await fetch(`${site}/produto/${product.id}`)).status).toBe(200);
  });

  it('sends a shop page past the last to the last page (302, the catalogue may grow), however far past', async () => {
    const lastPage = (total: number | null) => Math.max(1, Math.ceil((total ?? 0) / SHOP_PAGE_SIZE));
    const { total: shopTotal } = await rowsWithTotal<unknown[]>('products?select=id&published=eq.true');
    const { total: carTotal } = await rowsWithTotal<unknown[]>(`products?select=id&published=eq.true&category_id=eq.${cars.id}`);
    const cases = [
      { path: '/loja', last: lastPage(shopTotal) },
      { path: `/loja/${cars.value}`, last: lastPage(carTotal) },
    ];
    expect(cases[0].last).toBeGreaterThan(1);
    for (const { path, last } of cases) {
      const lastUrl = `${site}${path}?${last > 1 ? `page=${last}&` : ''}sort=price-asc`;
      const pastLast = await fetch(`${site}${path}?page=${last + 1}&sort=price-asc`, { redirect: 'manual' });
      expect(pastLast.status, path).toBe(302);
      expect(pastLast.headers.get('cache-control')).toBe('no-store');
      expect(new URL(pastLast.headers.get('location') ?? '', site).href).toBe(lastUrl);
      // A page past any catalogue's last is first written as that furthest page (the loader's 301 to the canonical URL), then sent on.
      for (const page of ['2147483648', '99999999999999999999']) {
        const first = await fetch(`${site}${path}?page=${page}&sort=price-asc`, { redirect: 'manual' });
        expect(first.status, `${path} ${page}`).toBe(301);
        expect(first.headers.get('cache-control')).toBe('no-store');
        const landed = await fetch(`${site}${path}?page=${page}&sort=price-asc`);
        expect(landed.status, `${path} ${page}`).toBe(200);
        expect(landed.url).toBe(lastUrl);
      }
    }
    const nothingFound = await fetch(`${site}/loja?search=${'z'.repeat(40)}&page=3`, { redirect: 'manual' });
    expect(nothingFound.status).toBe(302);
    expect(Object.fromEntries(new URL(nothingFound.headers.get('location') ?? '', site).searchParams)).toEqual({ search: 'z'.repeat(40) });
  });

  it(`reads at most ${SHOP_SEARCH_MAX_LENGTH} characters of a search`, async () => {
    const response = await fetch(`${site}/loja?search=${'ferrari'.repeat(2000)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('ferrari'.repeat(Math.floor(SHOP_SEARCH_MAX_LENGTH / 7)));
    expect(html).not.toContain('ferrari'.repeat(Math.ceil(SHOP_SEARCH_MAX_LENGTH / 7) + 1));
  });

  it('reads control characters in a search as spaces, so a NUL in a link is written away rather than failing the page', async () => {
    for (const path of ['/loja', '/vendedores/oneboss']) {
      const response = await fetch(`${site}${path}?search=rolex%00daytona%1B`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      const location = new URL(response.headers.get('location') ?? '', site);
      expect([location.pathname, Object.fromEntries(location.searchParams)]).toEqual([path, { search: 'rolex daytona' }]);
      const landed = await fetch(`${site}${path}?search=%00%01`, { redirect: 'manual' });
      expect([landed.status, new URL(landed.headers.get('location') ?? '', site).search]).toEqual([301, '']);
    }
    const contact = await fetch(`${site}/contato?procura=rolex%00daytona`);
    expect(contact.status).toBe(200);
    const html = await contact.text();
    expect(html).toContain('rolex daytona');
    expect(html).not.toContain('\u0000');
  });

  // A value a page does not take is written away rather than kept as the address gave it.
  it.each([
    ['/contato?procura=%00%1B', '/contato'],
    ['/contato?procura=rolex&mensagem=%3Cb%3E', '/contato?procura=rolex'],
    ['/produto/{priced}?mensagem=x', '/produto/{priced}'],
    ['/newsletter?inscricao=x', '/newsletter'],
    ['/descadastrar?token=123', '/descadastrar'],
    ['/alertas/descadastrar?token=abc&tipo=x', '/alertas/descadastrar?token=abc'],
  ])('answers %s with a redirect to %s', async (path, canonical) => {
    const withProduct = (text: string) => text.replace('{priced}', priced.id);
    const response = await fetch(`${site}${withProduct(path)}`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${site}${withProduct(canonical)}`);
  });

  it('answers 404 to a product id or seller address no listing can have, without writing it into the page', async () => {
    for (const path of ['/produto/%00', '/produto/a%1Bb', '/produto/%E2%80%AE', '/vendedores/%00', '/vendedores/prime%7F', '/vendedores/%C2%85']) {
      const response = await fetch(`${site}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0085\u202e]/);
    }
  });

  it.each([
    ['the slug', 'veiculos'],
    ['the id', 'id'],
  ])('moves the legacy /loja?category= with %s to the category path for good, keeping the other parameters', async (_name, form) => {
    const category = form === 'id' ? cars.id : cars.value;
    const response = await fetch(`${site}/loja?category=${category}&sort=price-asc&page=2`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location') ?? '', site);
    expect(location.pathname).toBe('/loja/veiculos');
    expect(Object.fromEntries(location.searchParams)).toEqual({ sort: 'price-asc', page: '2' });
  });
});

describe('link previews and crawlers', () => {
  it('og:image answers a JPEG of at least 1200x630 under 300 KB', async () => {
    const { facts } = await readers['plain HTTP'](`/produto/${priced.id}`);
    const imageUrl = single(facts, 'og:image');
    expect(imageUrl.startsWith(`${site}/`)).toBe(true);
    const response = await fetch(imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    // Kept five minutes: a product unpublished since stops showing soon after.
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    const { format, width, height } = await sharp(bytes).metadata();
    expect(format).toBe('jpeg');
    expect(width).toBeGreaterThanOrEqual(1200);
    expect(height).toBeGreaterThanOrEqual(630);
    expect(Number(single(facts, 'og:image:width'))).toBe(width);
    expect(Number(single(facts, 'og:image:height'))).toBe(height);
  });

  it('og:image of a picture past 50 megapixels answers 502 without decoding it, and the next picture is served', async () => {
    const created = await serviceRest('products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ name: `Foto gigante ${randomUUID().slice(0, 6)}`, short_description: '', description: '', price: 1000, category_id: cars.id }),
    });
    expect(created.status).toBe(201);
    const [{ id }] = (await created.json()) as { id: string }[];
    const storage = `${stack.backendUrl}/storage/v1/object`;
    const asService = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` };
    const setCover = async (name: string, picture: Buffer) => {
      const upload = await fetch(`${storage}/products/${id}/${name}`, { method: 'POST', headers: { ...asService, 'Content-Type': 'image/png' }, body: new Uint8Array(picture) });
      expect(upload.status).toBe(200);
      await serviceRest(`product_images?product_id=eq.${id}`, { method: 'DELETE' });
      const image = await serviceRest('product_images', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ product_id: id, url: `${storage}/public/products/${id}/${name}`, sort_order: 0 }),
      });
      expect(image.status).toBe(201);
    };
    try {
      // One colour over 7 072 x 7 072 pixels: under 1 MB of PNG, within the bucket's 5 MB.
      const side = 7_072;
      await setCover('gigante.png', await sharp({ create: { width: side, height: side, channels: 3, background: '#202020' } }).png({ compressionLevel: 9 }).toBuffer());
      const refused = await fetch(`${site}/og/produto/${id}.jpg`);
      expect(refused.status).toBe(502);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.text()).toBe('Não foi possível ler a imagem do produto.');

      await setCover('capa.png', await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7a5c2e' } }).png().toBuffer());
      const served = await fetch(`${site}/og/produto/${id}.jpg`);
      expect(served.status).toBe(200);
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    } finally {
      await serviceRest(`products?id=eq.${id}`, { method: 'DELETE' });
      await fetch(`${storage}/products`, {
        method: 'DELETE',
        headers: { ...asService, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: [`${id}/gigante.png`, `${id}/capa.png`] }),
      });
    }
  });

  it('sitemap.xml lists exactly the published products and every category, each with lastmod; robots.txt points to it', async () => {
    const response = await fetch(`${site}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    // The sitemap's handler lets a CDN keep it an hour, not a page's minute.
    expect.soft(response.headers.get('cache-control')).toMatch(/\bs-maxage=3600\b/);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => ({ loc, lastmod }));
    expect(xml.match(/<url>/g)).toHaveLength(entries.length);

    const { rows: published } = await rowsWithTotal<{ id: string; updated_at: string }[]>('products?select=id,updated_at&published=eq.true&order=id&limit=100000');
    const products = entries.filter((entry) => entry.loc.startsWith(`${site}/produto/`));
    expect(products.map((entry) => entry.loc).sort()).toEqual(published.map((row) => `${site}/produto/${row.id}`).sort());
    const updated = new Map(published.map((row) => [`${site}/produto/${row.id}`, Date.parse(row.updated_at)]));
    for (const entry of products) expect(Date.parse(entry.lastmod ?? ''), entry.loc).toBe(updated.get(entry.loc));

    const categoryEntries = entries.filter((entry) => entry.loc.startsWith(`${site}/loja/`));
    expect(categoryEntries.map((entry) => entry.loc).sort()).toEqual(categories.map((category) => `${site}/loja/${category.value}`).sort());
    for (const entry of categoryEntries) expect(Number.isNaN(Date.parse(entry.lastmod ?? '')), entry.loc).toBe(false);
    expect(entries.map((entry) => entry.loc)).toContain(`${site}/`);

    const robots = await fetch(`${site}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await robots.text()).split('\n')).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

describe('response headers', () => {
  it('HTML: a CSP that names each inline script by its hash and holds no nonce a CDN would keep, no framing, nosniff, a referrer policy and CDN caching', async () => {
    const response = await fetch(`${site}/loja`);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/(^|;\s*)frame-ancestors 'none'(;|$)/);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1].split(' ') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/'nonce-/);
    expect(html).not.toMatch(/\snonce=|csp-nonce/);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/g)]
      .filter(([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes))
      .map(([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(inline.length).toBeGreaterThan(0);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(inline)].sort());

    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    const cache = response.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/\bs-maxage=\d+/);
    expect(cache).toMatch(/\bstale-while-revalidate=\d+/);
    expect(cache).not.toMatch(/\bimmutable\b/);
  });

  it('a hashed asset: immutable for a year, nosniff and the referrer policy', async () => {
    const html = await (await fetch(`${site}/`)).text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${site}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/\bimmutable\b/);
    expect(response.headers.get('cache-control')).toMatch(/\bmax-age=31536000\b/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect((await fetch(`${site}/assets/nao-existe-123.js`)).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps no page that carries a token, for the visitor alone', async () => {
    for (const path of ['/cancelar/confirmar?token=abc123', '/descadastrar?token=abc123']) {
      const response = await fetch(`${site}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it('keeps no 406 answered to a client that does not take HTML, and says it depends on Accept', async () => {
    for (const path of ['/', '/loja', `/produto/${priced.id}`]) {
      const response = await fetch(`${site}${path}`, { headers: { Accept: 'application/json' } });
      expect(response.status, path).toBe(406);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('vary') ?? '', path).toMatch(/\bAccept\b/);
    }
  });

  it("redirects a protocol-relative path to the site's own origin whatever the Host header says, and keeps that redirect nowhere", async () => {
    // fetch() sends the URL's own host: node:http lets the request name another.
    const { status, headers } = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const url = new URL(site);
      httpRequest({ host: url.hostname, port: url.port, path: '//x/', headers: { Host: 'evil.example' } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(308);
    expect(headers.location).toBe(`${site}/x/`);
    expect(headers['cache-control']).toBe('no-store');
  });
});

describe('page weight', () => {
  /** The assets of these kinds a page's HTML names (scripts, preloads, stylesheets), each once. */
  const namedAssets = (html: string, extensions: string) =>
    [...new Set([...html.matchAll(new RegExp(`(?:src|href)="(/assets/[^"]+\\.(?:${extensions}))"`, 'g'))].map(([, path]) => path))];

  it('sends every script and stylesheet the home page names in brotli to a browser that accepts it, the same file once decoded', async () => {
    const html = await (await fetch(`${site}/`)).text();
    const assets = namedAssets(html, 'js|css');
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      // Node's fetch decodes brotli and gzip, and keeps the Content-Encoding header it decoded.
      const brotli = await fetch(`${site}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      const plain = await fetch(`${site}${asset}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(brotli.headers.get('content-encoding'), asset).toBe('br');
      expect(plain.headers.get('content-encoding'), asset).toBeNull();
      expect(await brotli.text(), asset).toBe(await plain.text());
    }
  });

  it("names none of Chakra's element factory among a shop page's first scripts, where the login page's form needs it", async () => {
    // The factory's own property name, kept by the minifier: the module that holds it brings the styling system's runtime.
    const factory = '__emotion_cva';
    const firstScriptsWith = async (path: string) => {
      const html = await (await fetch(`${site}${path}`)).text();
      const scripts = namedAssets(html, 'js');
      expect(scripts.length, path).toBeGreaterThan(2);
      const bodies = await Promise.all(scripts.map(async (asset) => (await fetch(`${site}${asset}`)).text()));
      return scripts.filter((_, index) => bodies[index].includes(factory));
    };
    expect(await firstScriptsWith('/login')).toHaveLength(1);
    for (const path of ['/loja', '/loja/veiculos', '/vendedores/oneboss']) expect(await firstScriptsWith(path), path).toEqual([]);
  });

  it("carries Chakra's reset and tokens once, in the cached stylesheet, not inline in every page", async () => {
    for (const path of ['/', '/loja']) {
      const html = await (await fetch(`${site}${path}`)).text();
      const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
      expect(inline).not.toContain('@layer reset{');
      expect(inline).not.toContain('@layer tokens{');
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map(([, href]) => href);
      const css = await Promise.all(sheets.map(async (href) => (await fetch(`${site}${href}`)).text()));
      expect(css.filter((sheet) => sheet.includes('@layer reset{') && sheet.includes('@layer tokens{'))).toHaveLength(1);
    }
  });
});
