import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { rest, rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

/** A WhatsApp tap as the storefront records it, with the public key, from an Instagram campaign. */
async function whatsappTap(code: string, visitorId: string): Promise<{ productName: string; sellerName: string }> {
  const [seller] = await rows<{ id: string; name: string }>('sellers?select=id,name&slug=eq.prime-motors-collection');
  const [product] = await rows<{ id: string; name: string }>(`products?select=id,name&seller_id=eq.${seller.id}&published=eq.true&order=name.asc&limit=1`);
  const sent = await rest(
    'rpc/record_whatsapp_lead',
    {
      method: 'POST',
      body: JSON.stringify({
        _product_id: product.id,
        _reference_code: code,
        _visitor_id: visitorId,
        _page_path: `/produto/${product.id}`,
        _referrer: 'https://l.instagram.com/',
        _utm_source: 'instagram',
        _utm_medium: 'social',
        _utm_campaign: '<b>verao</b>',
      }),
    },
    stack.anonKey,
  );
  expect(await sent.json()).toBe(code);
  return { productName: product.name, sellerName: seller.name };
}

const freshCode = () => `OB-${Array.from(randomBytes(6), (byte) => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[byte % 32]).join('')}`;

describe.each<ViewportName>(['desktop', 'mobile'])('lead attribution at %s', (viewport) => {
  it('shows a WhatsApp lead with its code, channel, seller and campaign on the board, its page, the filters and the dashboard', async () => {
    const code = freshCode();
    const { sellerName } = await whatsappTap(code, `e2e-admin-${randomBytes(8).toString('hex')}`);
    const page: Page = await signInAsAdmin(browser(), viewport);

    await page.goto(`${stack.adminUrl}/#/leads?filter=${encodeURIComponent(JSON.stringify({ channel: 'whatsapp', 'utm_campaign@ilike': 'verao' }))}`);
    const card = page.getByTestId('lead-card').filter({ hasText: code });
    await card.waitFor();
    await expect(card.getByTestId('lead-channel').textContent()).resolves.toBe('WhatsApp');
    await card.getByText(`Vendedor: ${sellerName}`).waitFor();
    await expect(page.getByLabel('Canal').inputValue()).resolves.toBe('whatsapp');
    // The seller filter searches every seller by any words of the name (it once offered none: the sellers' list was
    // not readable through react-admin; then at most 200, with no search).
    const sellerFilter = page.getByRole('combobox', { name: 'Vendedor' });
    const suggestions = page.getByRole('listbox');
    await sellerFilter.fill('verde costa');
    await suggestions.getByRole('option', { name: 'Costa Verde Yachts' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await sellerFilter.fill('collection prime');
    await expect.poll(() => suggestions.getByRole('option').allInnerTexts()).toEqual([sellerName]);
    await suggestions.getByRole('option', { name: sellerName }).click();
    await card.waitFor();
    // The chosen seller is in the address: a reload (or a link from the dashboard) names it in the field.
    await page.reload();
    await card.waitFor();
    await expect.poll(() => sellerFilter.inputValue()).toBe(sellerName);

    await card.getByRole('link', { name: 'Visitante pelo WhatsApp' }).click();
    const origin = page.getByRole('region', { name: 'Origem do lead' });
    await origin.waitFor();
    for (const text of [code, 'WhatsApp', sellerName, 'https://l.instagram.com/', 'instagram', 'social']) await origin.getByText(text, { exact: true }).first().waitFor();
    // A visitor's markup is shown as the text it is.
    await origin.getByText('<b>verao</b>', { exact: true }).waitFor();
    await expect(origin.locator('b').count()).resolves.toBe(0);
    await origin.getByText('Ainda sem resposta').waitFor();

    await page.goto(`${stack.adminUrl}/#/`);
    await page.getByRole('region', { name: 'Leads por canal' }).getByRole('link', { name: 'WhatsApp' }).waitFor();
    await page.getByRole('region', { name: 'Leads por vendedor' }).getByRole('link', { name: sellerName }).waitFor();
    await page.getByRole('region', { name: 'Tempo de resposta por vendedor' }).getByText(sellerName).first().waitFor();
    // A campaign's row opens exactly its leads (its source and campaign), named in a chip; it once opened every lead
    // containing the campaign's text, and "Sem campanha" every lead.
    await page.getByRole('region', { name: 'Leads por campanha' }).getByRole('link', { name: 'instagram / <b>verao</b>' }).click();
    await page.waitForURL(/#\/leads\?/);
    await card.waitFor();
    await page.getByRole('button', { name: 'Campanha: instagram / <b>verao</b>' }).waitFor();
    const campaignLeads = await rows<{ id: string }>(`leads?select=id&utm_source=eq.instagram&utm_campaign=eq.${encodeURIComponent('<b>verao</b>')}`);
    await expect.poll(() => page.getByTestId('lead-card').count()).toBe(campaignLeads.length);
    await page.context().close();
  });
});
