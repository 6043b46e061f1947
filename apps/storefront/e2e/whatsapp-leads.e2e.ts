import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

interface Listing {
  id: string;
  name: string;
  whatsapp: string;
  sellerId: string;
}

/** A published listing of the seed's dealership, with the seller's number, read from the tables. */
async function dealershipListing(): Promise<Listing> {
  const [seller] = await rows<{ id: string; whatsapp: string }>('sellers?select=id,whatsapp&slug=eq.prime-motors-collection');
  expect(seller, "the seed's dealership").toBeDefined();
  const [product] = await rows<{ id: string; name: string }>(`products?select=id,name&seller_id=eq.${seller.id}&published=eq.true&order=name.asc&limit=1`);
  expect(product, "a listing of the seed's dealership").toBeDefined();
  return { ...product, whatsapp: seller.whatsapp, sellerId: seller.id };
}

interface StoredLead {
  channel: string;
  product_id: string;
  seller_id: string;
  reference_code: string;
  page_path: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  taps: number;
}

const leadWithCode = async (code: string) =>
  rows<StoredLead>(`leads?select=channel,product_id,seller_id,reference_code,page_path,utm_source,utm_medium,utm_campaign,taps&reference_code=eq.${code}`);

/** Polls until the lead with `code` is stored (the record is never waited for by the page). */
async function landedLead(code: string, timeoutMs = 15_000): Promise<StoredLead> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [lead] = await leadWithCode(code);
    if (lead) return lead;
    if (Date.now() > deadline) throw new Error(`no lead with code ${code} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** wa.me is outside this machine's network: the chat's page is answered locally, so the popup shows what it opened. */
async function answerWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

/** The listing's own "Falar com o vendedor" button, on screen. */
async function contactButton(page: Page) {
  const button = page.getByRole('link', { name: 'Falar com o vendedor', exact: true }).first();
  await button.scrollIntoViewIfNeeded();
  return button;
}

describe.each<ViewportName>(['mobile', 'desktop'])('WhatsApp leads at %s', (viewport) => {
  it("a tap records a lead with its code and the visit's campaign, and opens the seller's WhatsApp with the code", async () => {
    const listing = await dealershipListing();
    const page = await newPage(browser(), viewport);
    await answerWhatsapp(page.context());
    // The visit lands on the home page from an Instagram campaign, then opens the listing.
    await gotoHydrated(page, `${stack.storefrontUrl}/?utm_source=instagram&utm_campaign=verao`);
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${listing.id}`);

    const button = await contactButton(page);
    // Before any script, a plain link to the seller's number.
    expect(await button.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${listing.whatsapp}\\?text=`));

    const popup = page.context().waitForEvent('page');
    await button.click();
    const chat = new URL((await popup).url());
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${listing.whatsapp}`);
    const message = chat.searchParams.get('text') ?? '';
    const code = message.match(/OB-[2-9A-HJ-NP-Z]{6}/)?.[0];
    expect(code, message).toBeDefined();
    expect(message).toContain(listing.name);
    expect(message).toContain(`/produto/${listing.id}`);

    const lead = await landedLead(code!);
    expect(lead).toMatchObject({
      channel: 'whatsapp',
      product_id: listing.id,
      seller_id: listing.sellerId,
      reference_code: code,
      utm_source: 'instagram',
      utm_medium: null,
      utm_campaign: 'verao',
      taps: 1,
    });
    expect(lead.page_path).toBe(`/produto/${listing.id}`);

    // A second tap on the same listing names the same lead and adds to it.
    const again = page.context().waitForEvent('page');
    await (await contactButton(page)).click();
    expect(new URL((await again).url()).searchParams.get('text')).toContain(code);
    await expect.poll(async () => (await leadWithCode(code!))[0]?.taps, { timeout: 15_000 }).toBe(2);
    await page.context().close();
  });

  it('opens the chat at once on a slow network, and the lead still lands', async () => {
    const listing = await dealershipListing();
    const page = await newPage(browser(), viewport);
    await answerWhatsapp(page.context());
    // The page's own clock: when the tap happened, when the chat was opened, when the record answered.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      Object.assign(window, { tapTimes: times });
      document.addEventListener('click', () => (times.tap ??= performance.now()), { capture: true });
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        times.open ??= performance.now();
        return open(...args);
      };
      const send = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await send(...args);
        if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('record_whatsapp_lead')) times.recorded ??= performance.now();
        return response;
      };
    });
    await gotoHydrated(page, `${stack.storefrontUrl}/produto/${listing.id}?utm_source=newsletter&utm_medium=email`);
    let recorded = 0;
    await page.context().route('**/rest/v1/rpc/record_whatsapp_lead', async (route) => {
      if (route.request().method() === 'POST') recorded += 1;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });

    const button = await contactButton(page);
    const popup = page.context().waitForEvent('page');
    await button.click();
    const chat = await popup;
    const code = (new URL(chat.url()).searchParams.get('text') ?? '').match(/OB-[2-9A-HJ-NP-Z]{6}/)?.[0];
    expect(code).toBeDefined();

    const lead = await landedLead(code!);
    expect(recorded).toBe(1);
    expect(lead).toMatchObject({ channel: 'whatsapp', product_id: listing.id, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: null });
    const times = await page.waitForFunction(() => {
      const found = (window as unknown as { tapTimes: Record<string, number> }).tapTimes;
      return found.recorded !== undefined && found;
    });
    const { tap, open, recorded: answered } = (await times.jsonValue()) as Record<string, number>;
    expect(open - tap, 'the chat opened within the tap itself').toBeLessThan(300);
    expect(answered - open, 'and the record answered 2 s later').toBeGreaterThan(1_500);
    await page.context().close();
  });
});
