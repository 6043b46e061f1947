import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';
import { RECENTLY_VIEWED_KEY } from '@oneboss/domain';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const SLOW = 180_000;

interface Boat {
  id: string;
  name: string;
}

/** Four published boats of the demo catalogue, as the shop's first page lists them (by name under 'Relevância' ties). */
async function fourBoats(): Promise<Boat[]> {
  const boats = await rows<Boat>('products?select=id,name,categories!inner(value)&categories.value=eq.embarcacoes&published=eq.true&order=name.asc&limit=4');
  expect(boats).toHaveLength(4);
  return boats.map(({ id, name }) => ({ id, name }));
}

/** The words of the table's cells that its columns break across lines (a price such as R$ 38.000.000,00, a label). */
const brokenWords = (cells: Locator) =>
  cells.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const text = node.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const range = document.createRange();
      return [...(text.textContent ?? '').matchAll(/[^ ]+/g)].flatMap((word) => {
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return range.getClientRects().length > 1 ? [word[0]] : [];
      });
    }),
  );

describe.each<ViewportName>(['mobile', 'desktop'])('compare at %s', (viewport) => {
  it('compares four boats chosen on their cards: side by side, the differing rows highlighted, shareable', async () => {
    const boats = await fourBoats();
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/loja/embarcacoes`);
    for (const boat of boats) {
      const toggle = page.getByRole('button', { name: `Comparar: ${boat.name}` });
      await toggle.scrollIntoViewIfNeeded();
      // A card below the fold may hydrate after the page (a loaded phone): a click before that is not heard.
      await expect
        .poll(
          async () => {
            if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
            return toggle.getAttribute('aria-pressed');
          },
          { interval: 1000 },
        )
        .toBe('true');
    }
    const tray = page.getByRole('region', { name: 'Comparação' });
    await tray.getByText('4/4').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/comparar-bandeja-${viewport}.png` });

    // A fifth of another category is refused in pt-BR.
    const car = (await rows<Boat>('products?select=id,name,categories!inner(value)&categories.value=eq.veiculos&published=eq.true&order=name.asc&limit=1'))[0];
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${car.id}`);
    await page.getByRole('button', { name: 'Comparar', exact: true }).click();
    await page.getByText('Só é possível comparar anúncios da mesma categoria', { exact: false }).first().waitFor();
    // Once slid in, the toast stands above the tray, never over its 'Comparar'.
    const toastText = page.getByRole('region', { name: 'Notificações' }).getByText('Só é possível comparar', { exact: false });
    const trayTop = (await page.getByRole('region', { name: 'Comparação' }).boundingBox())!.y;
    await expect
      .poll(async () => {
        const box = await toastText.boundingBox();
        return box ? box.y + box.height <= trayTop : false;
      })
      .toBe(true);

    await page.getByRole('region', { name: 'Comparação' }).getByRole('link', { name: 'Comparar' }).click();
    const ids = boats.map((boat) => boat.id).join(',');
    await page.waitForURL(`${stack.storefrontUrl}/comparar?ids=${ids}`);
    const headers = page.locator('thead th');
    await expect.poll(() => headers.count()).toBe(5);
    for (const boat of boats) await page.locator('thead').getByText(boat.name).waitFor();
    const differing = page.locator('tbody tr[data-differs]');
    expect(await differing.count()).toBeGreaterThan(0);
    await expect(page.locator('tbody tr', { hasText: 'Comprimento' }).getAttribute('data-differs')).resolves.toBe('');
    await expect(page.locator('tbody tr', { hasText: 'Comprimento' }).getByText('Diferente').count()).resolves.toBe(1);
    await page.locator('tbody tr', { hasText: 'Localização' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/comparar-${viewport}.png`, fullPage: true });

    // Shareable: the server's own HTML has the table, and says noindex.
    const html = await (await fetch(`${stack.storefrontUrl}/comparar?ids=${ids}`)).text();
    for (const boat of boats) expect(html).toContain(boat.name.replaceAll('&', '&amp;'));
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }, SLOW);

  it('holds every price and label whole in its column, three listings side by side', async () => {
    const boats = (await fourBoats()).slice(0, 3);
    const page = await newPage(browser(), viewport);
    await page.goto(`${stack.storefrontUrl}/comparar?ids=${boats.map((boat) => boat.id).join(',')}`);
    await page.locator('tbody tr', { hasText: 'Preço' }).waitFor();
    await expect(brokenWords(page.locator('tbody td'))).resolves.toEqual([]);
    await expect(brokenWords(page.locator('tbody th'))).resolves.toEqual([]);
    await page.context().close();
  });

  it("keeps a card's heart after a reload (a visitor's, in this browser)", async () => {
    const [boat] = await fourBoats();
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/loja/embarcacoes`);
    const heart = page.getByRole('button', { name: `Adicionar aos favoritos: ${boat.name}` });
    await heart.scrollIntoViewIfNeeded();
    const box = await heart.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await heart.click();
    await page.getByText('Adicionado aos favoritos').first().waitFor();
    await gotoHydrated(page, page.url());
    const kept = page.getByRole('button', { name: `Remover dos favoritos: ${boat.name}` });
    await expect(kept.getAttribute('aria-pressed')).resolves.toBe('true');
    // The heart is no part of the card's link.
    expect(await page.getByTestId('product-card').locator('button').count()).toBe(0);
  }, SLOW);
});

describe.each<ViewportName>(['mobile', 'desktop'])('recently viewed at %s', (viewport) => {
  it("shows the listings this browser viewed on the home page, newest first, and nothing to a first visitor", async () => {
    const [first, second] = await fourBoats();
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, stack.storefrontUrl);
    await page.getByRole('heading', { name: 'Produtos em Destaque' }).waitFor();
    expect(await page.getByTestId('recently-viewed').count()).toBe(0);
    for (const boat of [first, second]) {
      await gotoHydrated(page, `${stack.storefrontUrl}/produto/${boat.id}`);
      await page.getByRole('heading', { level: 1, name: boat.name }).waitFor();
      // The view is recorded by the panel's effect, which may run after the heading hydrates: leaving first loses it.
      await page.waitForFunction(([key, id]) => (localStorage.getItem(key) ?? '').includes(id), [RECENTLY_VIEWED_KEY, boat.id]);
    }
    await gotoHydrated(page, stack.storefrontUrl);
    const row = page.getByTestId('recently-viewed');
    await row.getByRole('heading', { name: 'Vistos recentemente' }).waitFor();
    await expect.poll(() => row.getByTestId('product-card').locator('h3').allTextContents()).toEqual([second.name, first.name]);
    await row.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vistos-recentemente-${viewport}.png` });
    await gotoHydrated(page, `${stack.storefrontUrl}/perfil`);
    await page.getByTestId('recently-viewed').getByText(second.name).waitFor();
  }, SLOW);
});

describe('the comparison URL', () => {
  const site = stack.storefrontUrl;
  const hop = async (path: string) => {
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    const location = response.headers.get('location');
    return { status: response.status, location: location === null ? null : location.replace(site, ''), text: await response.text() };
  };

  it('keeps the first four ids by one 301, and explains unknown or mixed listings in pt-BR, never a 500', async () => {
    const boats = await rows<Boat>('products?select=id,name,categories!inner(value)&categories.value=eq.embarcacoes&published=eq.true&order=name.asc&limit=5');
    const [car] = await rows<Boat>('products?select=id,name,categories!inner(value)&categories.value=eq.veiculos&published=eq.true&limit=1');
    const five = boats.map((boat) => boat.id);
    const first = await hop(`/comparar?ids=${five.join(',')}`);
    expect({ status: first.status, location: first.location }).toEqual({ status: 301, location: `/comparar?ids=${five.slice(0, 4).join(',')}` });
    expect((await hop(`/comparar?ids=${five[0]},lixo,${five[0].toUpperCase()},${five[1]}&x=1`)).location).toBe(`/comparar?ids=${five[0]},${five[1]}`);

    const mixed = await hop(`/comparar?ids=${five[0]},${car.id}`);
    expect(mixed.status).toBe(200);
    expect(mixed.text).toContain('Só é possível comparar anúncios da mesma categoria.');
    const unknown = await hop(`/comparar?ids=${five[0]},00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain('Um dos anúncios não está mais disponível.');
    const none = await hop('/comparar');
    expect(none.status).toBe(200);
    expect(none.text).toContain('Escolha anúncios para comparar');
  });
});
