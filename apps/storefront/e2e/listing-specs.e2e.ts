import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCity, formatLocation, headlineSpecLine, type SpecDefinition, type SpecValues } from '@oneboss/domain';
import { browserPerFile, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

interface ListingRow {
  id: string;
  name: string;
  category_id: string;
  specs: SpecValues;
  uf: string;
  neighbourhood: string | null;
  municipalities: { name: string };
}

interface DefinitionRow {
  id: string;
  category_id: string;
  subcategory_id: string | null;
  key: string;
  label: string;
  type: SpecDefinition['type'];
  unit: SpecDefinition['unit'];
  decimals: number;
  headline: boolean;
  position: number;
  group_label: string | null;
  spec_options: { value: string; label: string; position: number }[];
}

const LISTING_COLUMNS = 'id,name,category_id,specs,uf,neighbourhood,municipalities(name),categories!inner(value)';

/** The category's definitions as the storefront reads them, from the tables themselves. */
async function definitionsOf(categoryId: string): Promise<SpecDefinition[]> {
  const found = await rows<DefinitionRow>(
    `spec_definitions?select=id,category_id,subcategory_id,key,label,type,unit,decimals,headline,position,group_label,spec_options(value,label,position)&category_id=eq.${categoryId}&order=position.asc`,
  );
  return found.map((row) => ({
    id: row.id,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    key: row.key,
    label: row.label,
    type: row.type,
    unit: row.unit,
    decimals: row.decimals,
    min: null,
    max: null,
    required: false,
    filterable: false,
    sortable: false,
    headline: row.headline,
    position: row.position,
    groupLabel: row.group_label,
    options: row.spec_options.sort((a, b) => a.position - b.position).map(({ value, label }) => ({ value, label })),
  }));
}

const location = (row: ListingRow) => ({ uf: row.uf, cityId: 0, cityName: row.municipalities.name, bairro: row.neighbourhood });

/** What a page shows, with its no-break spaces (between a value and its unit) read as spaces. */
const shown = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ').trim();

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe.each<ViewportName>(['mobile', 'desktop'])('listing specs at %s', (viewport) => {
  it("a boat's page shows its length in feet with metres, its location, and a Product with typed properties", async () => {
    const [boat] = await rows<ListingRow>(`products?select=${LISTING_COLUMNS}&categories.value=eq.embarcacoes&published=eq.true&specs->>comprimento=not.is.null&city_id=not.is.null&order=name.asc&limit=1`);
    expect(boat, 'a published boat with a length and a city in the seed').toBeDefined();
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${boat.id}`);

    // Beside the price: the headline specs and where the boat is.
    expect(shown(await page.getByTestId('product-location').textContent())).toBe(formatLocation(location(boat)));

    // The Especificações tab: the length as "45 pés (13,7 m)", every row a definition's label.
    const tab = page.getByRole('tab', { name: 'Especificações' });
    await tab.scrollIntoViewIfNeeded();
    // The tabs hydrate as they come into view (below the fold); a click before that is not heard.
    await expect
      .poll(async () => {
        await tab.click();
        return tab.getAttribute('aria-selected');
      })
      .toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Especificações' });
    const length = shown(await panel.locator('dd[data-spec="comprimento"]').textContent());
    expect(length).toMatch(/^\d{1,3}(\.\d{3})*(,\d+)? pés \(\d{1,3}(\.\d{3})*(,\d)? m\)$/);
    const feet = Number(length.split(' pés')[0].replaceAll('.', '').replace(',', '.'));
    expect(feet).toBeCloseTo(boat.specs.comprimento as number, 4);
    expect(shown(await panel.locator('dd[data-spec="localizacao"]').textContent())).toBe(formatLocation(location(boat)));
    await expect(panel.locator('dd[data-spec="comprimento"]').isVisible()).resolves.toBe(true);

    const product = (await structuredData(page)).find((data) => data['@type'] === 'Product');
    expect(product, 'the Product JSON-LD').toBeDefined();
    expect(product!.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Comprimento', value: boat.specs.comprimento, unitCode: 'FOT' });
    expect((product!.offers as { availableAtOrFrom: { address: Record<string, string> } }).availableAtOrFrom.address).toMatchObject({
      addressLocality: boat.municipalities.name,
      addressRegion: boat.uf,
    });
    await page.context().close();
  });

  it("a car's card shows its headline specs and its city, and its page is a Car", async () => {
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/loja/veiculos`);
    const card = page.getByTestId('product-card').first();
    const id = (await card.getAttribute('href'))!.split('/produto/')[1];
    const [car] = await rows<ListingRow>(`products?select=${LISTING_COLUMNS}&id=eq.${id}`);
    const definitions = await definitionsOf(car.category_id);
    const expected = headlineSpecLine(definitions, { categoryId: car.category_id, specs: car.specs });
    expect(expected, 'the car has headline specs in the seed').not.toBe('');
    expect(shown(await card.getByTestId('card-specs').textContent())).toBe(shown(expected));
    expect(shown(await card.getByTestId('card-city').textContent())).toBe(formatCity(location(car)));

    // In the server's HTML too: the line does not appear (and shift the grid) only after hydration.
    const html = await (await fetch(`${stack.storefrontUrl}/loja/veiculos`)).text();
    expect(html).toMatch(new RegExp(`data-testid="card-specs"[^>]*>${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`));

    if (viewport === 'mobile') {
      // Two cards side by side on a phone, the specs line inside its card.
      const [first, second] = await Promise.all([card.boundingBox(), page.getByTestId('product-card').nth(1).boundingBox()]);
      expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
      expect(first!.x + first!.width).toBeLessThanOrEqual(second!.x);
    }

    // The car's page, as a crawler reads it: the server's JSON-LD.
    await page.goto(`${stack.storefrontUrl}/produto/${id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: car.name }).waitFor();
    const data = (await structuredData(page)).find((entry) => entry['@type'] === 'Car');
    expect(data, 'the Car JSON-LD').toBeDefined();
    expect(data!.offers).toBeDefined();
    await page.context().close();
  });
});
