import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, createConfirmedUser, gotoHydrated, leadPhone, newPage, waitForHydrated, type ViewportName } from '@oneboss/e2e';
import { readMailbox } from '@oneboss/local-supabase/testing';
import { responseTimeText } from '@oneboss/domain';
import { rows, serviceRest } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

interface SellerRow {
  id: string;
  slug: string;
  name: string;
}

async function seller(slug: string): Promise<SellerRow> {
  const [row] = await rows<SellerRow>(`sellers?select=id,slug,name&slug=eq.${slug}`);
  expect(row, `the seed's seller ${slug}`).toBeDefined();
  return row;
}

/** The names of a seller's published listings, from the tables (optionally in one category). */
async function listingNames(sellerId: string, categoryValue?: string): Promise<string[]> {
  const category = categoryValue ? `&categories.value=eq.${categoryValue}` : '';
  const found = await rows<{ name: string }>(`products?select=name,categories!inner(value)&seller_id=eq.${sellerId}&published=eq.true${category}`);
  return found.map((row) => row.name).sort();
}

async function cardNames(page: Page): Promise<string[]> {
  return (await page.locator('[data-testid="product-card"] h3').allTextContents()).map((name) => name.trim()).sort();
}

async function structuredTypes(page: Page): Promise<unknown[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { '@type'?: unknown })['@type']);
}

describe.each<ViewportName>(['mobile', 'desktop'])('sellers at %s', (viewport) => {
  it("a car's page shows its dealership's card, whose verified mark explains itself and whose link opens the seller page", async () => {
    const dealership = await seller('prime-motors-collection');
    const [car] = await rows<{ id: string }>(`products?select=id&seller_id=eq.${dealership.id}&published=eq.true&order=name.asc&limit=1`);
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${car.id}`);

    const card = page.getByTestId('seller-card');
    await expect.poll(() => card.getByRole('heading', { name: dealership.name }).count()).toBe(1);
    expect(await card.textContent()).toContain('Concessionária · São Paulo - SP');
    const mark = card.getByTestId('seller-verified');
    expect(await mark.getAttribute('aria-label')).toMatch(/^Verificado pela OneBoss em \d{2}\/\d{2}\/\d{4}: CNPJ, endereço da loja e procedência dos veículos$/);
    // The meaning opens on a tap on a phone, on hover with a mouse.
    if (viewport === 'mobile') await mark.tap();
    else await mark.hover();
    await page.getByTestId('seller-verified-meaning').waitFor({ state: 'visible' });
    expect(await page.getByTestId('seller-verified-meaning').textContent()).toContain('Verificado pela OneBoss em');
    if (viewport === 'mobile') await mark.tap();

    await card.getByRole('link', { name: 'Ver página do vendedor' }).click();
    await page.waitForURL(`${stack.storefrontUrl}/vendedores/${dealership.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: dealership.name }).count()).toBe(1);
    await page.close();
  });

  it("a seller page lists only the seller's listings, narrows by category, and is an AutoDealer or a RealEstateAgent", async () => {
    const dealership = await seller('prime-motors-collection');
    const page = await newPage(browser(), viewport);
    const response = await page.goto(`${stack.storefrontUrl}/vendedores/${dealership.slug}`);
    expect(response?.status()).toBe(200);
    // Server-rendered: the cards and the seller's JSON-LD are in the HTML.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('"@type":"AutoDealer"');
    expect(html).toContain('rel="canonical"');
    expect(html).toContain(`/vendedores/${dealership.slug}`);
    expect(html).toMatch(/property="og:image" content="[^"]+\/storage\/v1\/object\/public\/seller-logos\//);
    await gotoHydrated(page, `${stack.storefrontUrl}/vendedores/${dealership.slug}`);
    const expected = await listingNames(dealership.id);
    expect(expected.length).toBeGreaterThan(1);
    expect(await cardNames(page)).toEqual(expected.slice(0, 12));
    expect(await structuredTypes(page)).toContain('AutoDealer');

    // OneBoss's own stock spans categories, and other journeys add listings to it while this one runs: every card
    // shown is one of its published listings, a full first page, and a category chip narrows the grid to it.
    const oneboss = await seller('oneboss');
    await gotoHydrated(page, `${stack.storefrontUrl}/vendedores/oneboss`);
    const shown = await cardNames(page);
    const published = await listingNames(oneboss.id);
    expect(shown.length).toBe(Math.min(12, published.length));
    expect(published).toEqual(expect.arrayContaining(shown));
    const before = await listingNames(oneboss.id, 'decoracao');
    // The shop's filter panel, scoped to the seller: its categories only, each with its count.
    if (viewport === 'mobile') await page.getByRole('button', { name: /^Filtros/ }).click();
    const panel = viewport === 'mobile' ? page.getByRole('dialog', { name: 'Filtros' }) : page.getByRole('complementary', { name: 'Filtros' });
    await panel.getByRole('link', { name: /^Decoração/ }).click();
    await page.waitForURL(/\/vendedores\/oneboss\?category=decoracao$/);
    await expect.poll(async () => {
      const decoration = await listingNames(oneboss.id, 'decoracao');
      return (await cardNames(page)).every((name) => decoration.includes(name));
    }).toBe(true);
    const after = await listingNames(oneboss.id, 'decoracao');
    expect((await cardNames(page)).length).toBe(Math.min(12, after.length));
    // The count comes with the facets, a request of its own: it may land after the cards.
    const counted = async () => Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0]);
    await expect.poll(counted).toBeGreaterThanOrEqual(Math.min(before.length, after.length));
    await expect.poll(counted).toBeLessThanOrEqual(Math.max(before.length, after.length));

    await gotoHydrated(page, `${stack.storefrontUrl}/vendedores/villa-nobre-imoveis`);
    expect(await structuredTypes(page)).toContain('RealEstateAgent');
    expect(await page.getByTestId('seller-registrations').textContent()).toContain('CRECI-SP 31457-J');
    await page.close();
  });

  it("filters a seller's listings by price with the shop's panel, with or without JavaScript, and keeps to that seller", async () => {
    const dealership = await seller('prime-motors-collection');
    const listed = await rows<{ name: string; price: number | null; sale_price: number | null; price_on_request: boolean }>(
      `products?select=name,price,sale_price,price_on_request&seller_id=eq.${dealership.id}&published=eq.true`,
    );
    const prices = listed.filter((row) => !row.price_on_request).map((row) => row.sale_price ?? row.price ?? 0).sort((a, b) => a - b);
    const ceiling = Math.ceil(prices[Math.floor(prices.length / 2)]);
    const matching = listed.filter((row) => !row.price_on_request && (row.sale_price ?? row.price ?? 0) <= ceiling).map((row) => row.name).sort();
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(listed.length);
    const filtered = `${stack.storefrontUrl}/vendedores/${dealership.slug}?preco=-${ceiling}`;

    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/vendedores/${dealership.slug}`);
    if (viewport === 'mobile') await page.getByRole('button', { name: /^Filtros/ }).click();
    const panel = viewport === 'mobile' ? page.getByRole('dialog', { name: 'Filtros' }) : page.getByRole('complementary', { name: 'Filtros' });
    await panel.getByLabel('Preço (R$): até').fill(String(ceiling));
    if (viewport === 'mobile') await page.getByRole('button', { name: 'Aplicar Filtros', exact: true }).click();
    else await panel.getByRole('button', { name: 'Aplicar Filtros', exact: true }).click();
    await page.waitForURL(filtered);
    await expect.poll(() => cardNames(page)).toEqual(matching.slice(0, 12));
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe(`${matching.length} ${matching.length === 1 ? 'produto encontrado' : 'produtos encontrados'}`);
    await page.close();

    // Without the page's script the panel is a GET form to the seller's page, answered 301 with the canonical URL.
    const plain = await newPage(browser(), viewport, { javaScriptEnabled: false });
    await plain.goto(`${stack.storefrontUrl}/vendedores/${dealership.slug}`);
    if (viewport === 'mobile') await plain.getByRole('button', { name: /^Filtros/ }).click();
    const sidebar = plain.getByRole('complementary', { name: 'Filtros' });
    await sidebar.getByLabel('Preço (R$): até').fill(String(ceiling));
    const [response] = await Promise.all([plain.waitForResponse((r) => r.url().includes('preco.max')), sidebar.getByRole('button', { name: 'Aplicar Filtros', exact: true }).click()]);
    expect(response.status()).toBe(301);
    await plain.waitForURL(filtered);
    expect(await cardNames(plain)).toEqual(matching.slice(0, 12));
    await plain.context().close();
  });

  it("a lead sent from a listing reaches its seller's member by e-mail, with the buyer, the code and a WhatsApp reply", async () => {
    const token = randomBytes(3).toString('hex');
    const created = async <T>(table: string, row: Record<string, unknown>): Promise<T> => {
      const response = await serviceRest(table, { method: 'POST', body: JSON.stringify(row), headers: { 'content-type': 'application/json', Prefer: 'return=representation' } });
      expect(response.status, `${table}: ${await response.clone().text()}`).toBe(201);
      return ((await response.json()) as T[])[0];
    };
    const [category] = await rows<{ id: string }>('categories?select=id&value=eq.relogios');
    const shop = await created<{ id: string }>('sellers', { slug: `alerta-${token}`, name: `Relojoaria ${token}`, kind: 'concessionaria', whatsapp: '5511987650000' });
    const listing = await created<{ id: string; name: string }>('products', { name: `Relógio ${token}`, price: 45000, category_id: category.id, seller_id: shop.id, published: true });
    const member = `equipe-${token}@example.com`;
    await created('seller_members', { seller_id: shop.id, user_id: await createConfirmedUser(stack, { email: member, password: `Senha-forte-${token}` }) });

    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${listing.id}`);
    const form = page.getByRole('form', { name: `Tenho interesse: ${listing.name}` });
    // The form hydrates as it comes into view. Sent before that, as a plain POST, within 3 s of the
    // page's render, the database would drop it as a script's (a person needs longer): this buyer
    // waits for the page, as one does.
    await form.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '#enviar-mensagem');
    await form.getByLabel('Nome').fill('Helena Prado');
    await form.getByLabel('E-mail').fill(`helena-${token}@example.com`);
    const phone = leadPhone();
    await form.getByLabel('Telefone / WhatsApp').fill(phone);
    await form.getByLabel('Mensagem').fill('Ainda está disponível?');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Mensagem enviada').first().waitFor();
    const [lead] = await rows<{ reference_code: string }>(`leads?select=reference_code&product_id=eq.${listing.id}`);
    expect(lead, 'the lead is stored').toBeDefined();

    // Delivered by the backend right after the request (a hosted project's sender within seconds).
    await expect.poll(async () => (await readMailbox(stack.backendUrl, stack.serviceKey, member)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await readMailbox(stack.backendUrl, stack.serviceKey, member);
    expect(mail.subject).toBe(`Novo contato (Formulário): ${listing.name}`);
    expect(mail.text).toContain('Comprador: Helena Prado');
    expect(mail.text).toContain(`Código do atendimento: ${lead.reference_code}`);
    expect(mail.text).toContain(`Responder pelo WhatsApp: https://wa.me/55${phone}?text=`);
    await page.close();
  });

  it('an unknown seller is the not-found page, answered 404', async () => {
    const page = await newPage(browser(), viewport);
    const response = await page.goto(`${stack.storefrontUrl}/vendedores/ninguem-com-este-nome`);
    expect(response?.status()).toBe(404);
    await page.close();
  });
});

describe("a seller's response time on its listings", () => {
  it("is told beside the seller and on the seller's page once five of its leads were answered, in the server's HTML", async () => {
    const dealership = await seller('prime-motors-collection');
    const [car] = await rows<{ id: string }>(`products?select=id&seller_id=eq.${dealership.id}&published=eq.true&order=name.asc&limit=1`);
    // Five leads answered two hours after they came, as the backend records them (the service key keeps what it sets).
    const now = Date.now();
    const leads = Array.from({ length: 5 }, (_, index) => ({
      name: `Comprador resposta ${index}`,
      email: `resposta-${index}-${now}@example.com`,
      product_id: car.id,
      created_at: new Date(now - 3 * 3_600_000).toISOString(),
      first_response_at: new Date(now - 3_600_000).toISOString(),
      status: 'contacted',
    }));
    const inserted = await serviceRest('leads', { method: 'POST', body: JSON.stringify(leads), headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' } });
    expect(inserted.status, await inserted.clone().text()).toBe(201);
    // Other journeys may answer this seller's leads too: the line says what the database answers now.
    const figures = await serviceRest('rpc/seller_response_time', { method: 'POST', body: JSON.stringify({ _seller_id: dealership.id }), headers: { 'Content-Type': 'application/json' } });
    const { average_hours: hours } = (await figures.json()) as { average_hours: number };
    const html = await (await fetch(`${stack.storefrontUrl}/produto/${car.id}`)).text();
    expect(html).toContain(responseTimeText(Number(hours)));
    // And at the top of the seller's own page; a seller without five answered leads says nothing of it.
    const sellerPage = await (await fetch(`${stack.storefrontUrl}/vendedores/${dealership.slug}`)).text();
    expect(sellerPage).toMatch(new RegExp(`data-testid="seller-response-time"[^>]*>${responseTimeText(Number(hours))}<`));
    const quiet = await seller('marcelo-tavares');
    const figuresOfQuiet = await serviceRest('rpc/seller_response_time', { method: 'POST', body: JSON.stringify({ _seller_id: quiet.id }), headers: { 'Content-Type': 'application/json' } });
    expect(await figuresOfQuiet.json()).toBeNull();
    const quietPage = await fetch(`${stack.storefrontUrl}/vendedores/${quiet.slug}`);
    expect(quietPage.status).toBe(200);
    expect(await quietPage.text()).not.toContain('seller-response-time');
  });
});
