import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { browserPerFile, finiteAnimationsEnded, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';

const stack = inject('stack');
const browser = browserPerFile();
// The stack's build carries this container (tools/e2e/src/stack.ts).
const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2E0000';
const ALL_DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

/**
 * A visitor who has not answered the cookie notice yet. There is no network here: requests to
 * Google Tag Manager are answered by the test, and counted, so a load that should not happen shows.
 */
async function undecidedVisitor(viewport: ViewportName): Promise<{ page: Page; gtmRequests: string[]; problems: string[] }> {
  const page = await newPage(browser(), viewport, { analyticsConsent: null });
  const gtmRequests: string[] = [];
  // The notice appears after hydration: showing it must not cost a console error or a mismatch.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.context().route('https://www.googletagmanager.com/**', (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: '' });
  });
  return { page, gtmRequests, problems };
}

/** The page's dataLayer: Consent Mode commands (gtag's arguments objects) as arrays, events as they are. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

const gtmScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]').evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'oneboss_analytics_consent')?.value;
const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' });

describe.each<ViewportName>(['mobile', 'desktop'])('cookie consent at %s size', (viewport) => {
  it('asks a first-time visitor, keeps Google Tag Manager out when declined, and loads it once accepted from the footer', async () => {
    const { page, gtmRequests, problems } = await undecidedVisitor(viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/`);
    await banner(page).waitFor();
    await finiteAnimationsEnded(page);
    expect(await dataLayer(page)).toEqual([['consent', 'default', ALL_DENIED]]);
    expect(await gtmScripts(page)).toEqual([]);

    const axe = await new AxeBuilder({ page }).include('[data-testid="cookie-banner"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await expect(banner(page).getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).resolves.toBe('/privacidade');

    if (viewport === 'mobile') {
      // The bottom bar's links stay uncovered and usable.
      const bannerBox = await banner(page).boundingBox();
      const barBox = await page.getByRole('navigation', { name: 'Navegação inferior' }).boundingBox();
      expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(barBox!.y);
    }

    await banner(page).getByRole('button', { name: 'Recusar' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await consentCookie(page)).toBe('denied');
    expect(await dataLayer(page)).toEqual([['consent', 'default', ALL_DENIED], ['consent', 'update', { analytics_storage: 'denied' }]]);

    // The choice holds on the next page load: no notice, no tag manager.
    await gotoHydrated(page, `${stack.storefrontUrl}/sobre`);
    await page.waitForLoadState('networkidle');
    expect(await dataLayer(page)).toEqual([['consent', 'default', ALL_DENIED], ['consent', 'update', { analytics_storage: 'denied' }]]);
    expect(await banner(page).count()).toBe(0);
    expect(await gtmScripts(page)).toEqual([]);
    expect(gtmRequests).toEqual([]);

    // Changed later from the footer: the notice comes back with the focus on it.
    await page.locator('footer').getByRole('button', { name: 'Preferências de cookies' }).click();
    await banner(page).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Sua privacidade');
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await consentCookie(page)).toBe('granted');
    const layer = await dataLayer(page);
    expect(layer.slice(0, 3)).toEqual([
      ['consent', 'default', ALL_DENIED],
      ['consent', 'update', { analytics_storage: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    expect(layer[3]).toMatchObject({ event: 'gtm.js' });
    expect(await gtmScripts(page)).toEqual([GTM_SCRIPT]);
    await expect.poll(() => gtmRequests).toEqual([GTM_SCRIPT]);

    // A returning visitor who accepted: defaults first, then the stored grant, then the tag manager.
    await gotoHydrated(page, `${stack.storefrontUrl}/loja`);
    await expect.poll(() => gtmScripts(page)).toEqual([GTM_SCRIPT]);
    const returning = await dataLayer(page);
    expect(returning.slice(0, 2)).toEqual([['consent', 'default', ALL_DENIED], ['consent', 'update', { analytics_storage: 'granted' }]]);
    expect(returning[2]).toMatchObject({ event: 'gtm.js' });
    expect(await banner(page).count()).toBe(0);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('sends the notice in no server HTML (it is drawn after hydration, so nothing moves) and offers the choice again on the privacy page', async () => {
    const html = await (await fetch(`${stack.storefrontUrl}/privacidade`)).text();
    expect(html).not.toContain('Sua privacidade');
    expect(html).not.toContain('googletagmanager.com/gtm.js');

    const { page, gtmRequests } = await undecidedVisitor(viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/privacidade`);
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect.poll(() => gtmRequests).toEqual([GTM_SCRIPT]);
    await page.getByRole('main').getByRole('button', { name: 'Preferências de cookies' }).click();
    await banner(page).getByRole('button', { name: 'Recusar' }).click();
    expect(await consentCookie(page)).toBe('denied');
    expect((await dataLayer(page)).filter((entry) => Array.isArray(entry)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    await page.context().close();
  });
});
