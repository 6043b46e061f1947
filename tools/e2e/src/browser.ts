import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ANALYTICS_CONSENT_COOKIE } from '@oneboss/domain';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type ViewportName = 'mobile' | 'desktop';

export const VIEWPORTS: Record<ViewportName, { width: number; height: number }> = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // The sandbox needs user namespaces we don't have as root; the network flags stop
    // Chromium from calling home through a closed network on every start.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

interface ContextOptions {
  /**
   * The visitor's answer to the storefront's cookie notice, stored before the first page: journeys
   * start having declined, so the notice stays out of their way; null starts undecided.
   */
  analyticsConsent?: 'granted' | 'denied' | null;
  /** false: the page as a crawler or a browser without scripts gets it, the server's HTML alone. */
  javaScriptEnabled?: boolean;
}

export async function newContext(browser: Browser, viewport: ViewportName, { analyticsConsent = 'denied', javaScriptEnabled = true }: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(15_000);
  if (analyticsConsent) {
    // The stack serves on 127.0.0.1 (any port: cookies ignore it).
    await context.addCookies([{ name: ANALYTICS_CONSENT_COOKIE, value: analyticsConsent, domain: '127.0.0.1', path: '/' }]);
  }
  return context;
}

export async function newPage(browser: Browser, viewport: ViewportName, options?: ContextOptions): Promise<Page> {
  const context = await newContext(browser, viewport, options);
  return context.newPage();
}
