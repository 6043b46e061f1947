import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SpecValues } from '@oneboss/domain';
import { browserPerFile, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';
import { rows, serviceRest } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

interface ListingRow {
  id: string;
  name: string;
  specs: SpecValues;
  uf: string | null;
  price: number | null;
  sale_price: number | null;
  price_on_request: boolean;
}

const listingsOf = (category: string) =>
  rows<ListingRow>(`products?select=id,name,specs,uf,price,sale_price,price_on_request,categories!inner(value)&categories.value=eq.${category}&published=eq.true`);

const number = (listing: ListingRow, key: string) => (typeof listing.specs[key] === 'number' ? (listing.specs[key] as number) : null);
const inRange = (value: number | null, min?: number, max?: number) => value !== null && (min === undefined || value >= min) && (max === undefined || value <= max);

async function write(path: string, method: 'POST' | 'PATCH', body: unknown) {
  const response = await serviceRest(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' } });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
}

/**
 * The journeys' specifications: the demo catalogue's when it has them; else boats get a length and
 * a year and cars a mileage, as staff would give them, so the journeys do not depend on the seed's
 * figures.
 */
async function ensureSpecs(category: string, wanted: Array<{ key: string; label: string; type: 'number' | 'year' | 'integer'; unit: string | null; decimals: number; value: (index: number) => number }>) {
  const [{ id }] = await rows<{ id: string }>(`categories?select=id&value=eq.${category}`);
  const existing = new Set((await rows<{ key: string }>(`spec_definitions?select=key&category_id=eq.${id}`)).map((row) => row.key));
  const missing = wanted.filter((spec) => !existing.has(spec.key));
  for (const [index, spec] of missing.entries()) {
    await write('spec_definitions', 'POST', {
      category_id: id, key: spec.key, label: spec.label, type: spec.type, unit: spec.unit, decimals: spec.decimals,
      filterable: true, sortable: true, headline: false, required: false, position: 100 + index,
    });
  }
  if (missing.length === 0) return;
  const listings = await rows<{ id: string; specs: SpecValues }>(`products?select=id,specs&category_id=eq.${id}&order=name.asc`);
  for (const [index, listing] of listings.entries()) {
    const specs = { ...listing.specs, ...Object.fromEntries(missing.map((spec) => [spec.key, spec.value(index)])) };
    await write(`products?id=eq.${listing.id}`, 'PATCH', { specs });
  }
}

beforeAll(async () => {
  await ensureSpecs('embarcacoes', [
    { key: 'comprimento', label: 'Comprimento', type: 'number', unit: 'ft', decimals: 1, value: (i) => 30 + ((i * 9.5) % 50) },
    { key: 'ano', label: 'Ano', type: 'year', unit: null, decimals: 0, value: (i) => 2012 + ((i * 5) % 13) },
  ]);
  await ensureSpecs('veiculos', [{ key: 'quilometragem', label: 'Quilometragem', type: 'integer', unit: 'km', decimals: 0, value: (i) => (i * 7_300) % 60_000 }]);
});

/** The count line for a total, as the shop writes it. */
const countLine = (total: number) => (total === 1 ? '1 produto encontrado' : `${total.toLocaleString('pt-BR')} produtos encontrados`);

const cardNames = (page: Page) => page.getByTestId('product-card').locator('h3').allTextContents();

/**
 * A length range and a first year that a few boats of the seed match, and not all of them: the
 * second and the second-to-last length, and the earliest year among those.
 */
async function boatQuestion() {
  const boats = await listingsOf('embarcacoes');
  const lengths = boats.map((boat) => number(boat, 'comprimento')).filter((value): value is number => value !== null).sort((a, b) => a - b);
  expect(lengths.length, 'boats with a length in the seed').toBeGreaterThan(3);
  const [min, max] = [lengths[1], lengths[lengths.length - 2]];
  const years = boats.filter((boat) => inRange(number(boat, 'comprimento'), min, max)).map((boat) => number(boat, 'ano')).filter((value): value is number => value !== null).sort((a, b) => a - b);
  const fromYear = years[Math.floor(years.length / 2)];
  const matching = boats.filter((boat) => inRange(number(boat, 'comprimento'), min, max) && inRange(number(boat, 'ano'), fromYear));
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(boats.length);
  return { boats, min, max, fromYear, matching };
}

/** pt-BR as a buyer types it: "45,5", "1.250". */
const typed = (value: number) => value.toLocaleString('pt-BR');

async function expectListed(page: Page, matching: ListingRow[]) {
  await page.getByTestId('result-count').filter({ hasText: countLine(matching.length) }).waitFor();
  const names = new Set(matching.map((boat) => boat.name));
  // The count comes with the facets and the cards with the list, a request each: either may land first.
  await expect
    .poll(async () => {
      const shown = await cardNames(page);
      return { count: shown.length, outOfRange: shown.filter((name) => !names.has(name)) };
    })
    .toEqual({ count: Math.min(matching.length, 12), outOfRange: [] });
}

describe.each<ViewportName>(['mobile', 'desktop'])('shop spec filters at %s', (viewport) => {
  it('filters boats by length and year: every card is in range and the count line equals the database', async () => {
    const { min, max, fromYear, matching } = await boatQuestion();
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/loja/embarcacoes`);
    const panel = viewport === 'mobile' ? page.getByRole('dialog', { name: 'Filtros' }) : page.getByRole('complementary', { name: 'Filtros' });
    if (viewport === 'mobile') await page.getByRole('button', { name: /^Filtros/ }).click();
    await panel.getByLabel('Comprimento (pés): de').fill(typed(min));
    await panel.getByLabel('Comprimento (pés): até').fill(typed(max));
    await panel.getByLabel('Ano: de').fill(String(fromYear));
    if (viewport === 'mobile') await page.getByRole('button', { name: 'Aplicar Filtros', exact: true }).click();
    else await panel.getByRole('button', { name: 'Aplicar Filtros', exact: true }).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja/embarcacoes?ano=${fromYear}-&comprimento=${min}-${max}`);
    await expectListed(page, matching);
  });

  it('filters boats with JavaScript disabled: the form is a GET the server answers 301 with the canonical URL', async () => {
    const { min, max, fromYear, matching } = await boatQuestion();
    const page = await newPage(browser(), viewport, { javaScriptEnabled: false });
    await page.goto(`${stack.storefrontUrl}/loja/embarcacoes`);
    // On a phone the 'Filtros' link shows the page's own filters (#filtros) without the sheet's script.
    if (viewport === 'mobile') await page.getByRole('button', { name: /^Filtros/ }).click();
    const sidebar = page.getByRole('complementary', { name: 'Filtros' });
    await sidebar.getByLabel('Comprimento (pés): de').fill(typed(min));
    await sidebar.getByLabel('Comprimento (pés): até').fill(typed(max));
    await sidebar.getByLabel('Ano: de').fill(String(fromYear));
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('comprimento.min')), sidebar.getByRole('button', { name: 'Aplicar Filtros', exact: true }).click()]);
    expect(response.status()).toBe(301);
    await page.waitForURL(`${stack.storefrontUrl}/loja/embarcacoes?ano=${fromYear}-&comprimento=${min}-${max}`);
    await expectListed(page, matching);
    // The order is a GET form too, keeping the filters: the longest matching boat comes first.
    await page.getByLabel('Ordenar por').selectOption({ label: 'Maior comprimento' });
    await page.getByRole('button', { name: 'Ordenar', exact: true }).click();
    await page.waitForURL(`${stack.storefrontUrl}/loja/embarcacoes?ano=${fromYear}-&comprimento=${min}-${max}&sort=comprimento-desc`);
    await expectListed(page, matching);
    const longest = Math.max(...matching.map((boat) => number(boat, 'comprimento') ?? 0));
    const [first] = await cardNames(page);
    expect(number(matching.find((boat) => boat.name === first)!, 'comprimento')).toBe(longest);
  });
});

describe('the shop URL contract', () => {
  const site = stack.storefrontUrl;
  const firstHop = async (path: string) => {
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    const location = response.headers.get('location');
    return { status: response.status, location: location === null ? null : location.replace(site, '') };
  };

  it('answers 301 with the canonical URL for unknown parameters, malformed values and another order', async () => {
    expect(await firstHop('/loja/embarcacoes?foo=1&ano=abc&uf=sc&comprimento=60-40')).toEqual({ status: 301, location: '/loja/embarcacoes?comprimento=40-60&uf=SC' });
    expect(await firstHop('/loja/embarcacoes?uf=SP&uf=SC&ano=2018')).toEqual({ status: 301, location: '/loja/embarcacoes?ano=2018-2018&uf=SC,SP' });
    expect(await firstHop('/loja/embarcacoes?comprimento.min=1.250&comprimento.max=&ano.min=&ano.max=')).toEqual({ status: 301, location: '/loja/embarcacoes?comprimento=1250-' });
    // Specifications are a category's: the whole shop has none.
    expect(await firstHop('/loja?ano=2018-&preco=-2000000')).toEqual({ status: 301, location: '/loja?preco=-2000000' });
    expect(await firstHop('/loja/embarcacoes?page=abc')).toEqual({ status: 301, location: '/loja/embarcacoes' });
    // Words that name an object's own properties are values like any other: dropped, never a 500.
    expect(await firstHop('/loja/veiculos?blindado=__proto__&combustivel=constructor&sort=toString')).toEqual({ status: 301, location: '/loja/veiculos' });
    expect((await firstHop('/loja/embarcacoes?ano=2018-&comprimento=40-60&uf=SC,SP')).status).toBe(200);
    expect((await firstHop('/loja/embarcacoes?ano=2018-&utm_source=newsletter')).status).toBe(200);
  });

  it("opens the issue's links: boats of 40 to 60 feet, 2018 or newer, in SC or SP; cars under 30 000 km and R$ 2 000 000", async () => {
    const boats = (await listingsOf('embarcacoes')).filter(
      (boat) => inRange(number(boat, 'comprimento'), 40, 60) && inRange(number(boat, 'ano'), 2018) && ['SC', 'SP'].includes(boat.uf ?? ''),
    );
    const cars = (await listingsOf('veiculos')).filter(
      (car) => inRange(number(car, 'quilometragem'), undefined, 30_000) && !car.price_on_request && inRange(car.sale_price ?? car.price, undefined, 2_000_000),
    );
    const page = await newPage(browser(), 'desktop');
    for (const [path, canonical, matching] of [
      ['/loja/embarcacoes?comprimento=40-60&ano=2018-&uf=SC,SP', '/loja/embarcacoes?ano=2018-&comprimento=40-60&uf=SC,SP', boats],
      ['/loja/veiculos?quilometragem=-30000&preco=-2000000', '/loja/veiculos?preco=-2000000&quilometragem=-30000', cars],
    ] as const) {
      expect(await firstHop(path)).toEqual({ status: 301, location: canonical });
      await gotoHydrated(page, `${site}${path}`);
      expect(page.url()).toBe(`${site}${canonical}`);
      await expectListed(page, [...matching]);
    }
  });
});
