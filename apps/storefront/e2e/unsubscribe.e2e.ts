import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, gotoHydrated, newPage, waitForHydrated, type ViewportName } from '@oneboss/e2e';
import { rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

interface SubscriberRow {
  email: string;
  consent_text_version: string | null;
  consent_at: string | null;
  unsubscribe_token: string;
}

/** What the operator's export holds for an address (read with the service key, as the admin's CSV would show it). */
async function subscriber(email: string): Promise<SubscriberRow | undefined> {
  const [row] = await rows<SubscriberRow>(`newsletter_subscribers?select=email,consent_text_version,consent_at,unsubscribe_token&email=eq.${encodeURIComponent(email)}`);
  return row;
}

describe.each<ViewportName>(['mobile', 'desktop'])('newsletter consent and unsubscribe link at %s size', (viewport) => {
  it('records the consent of a footer subscription and unsubscribes through the e-mailed link once, without signing in', async () => {
    const page = await newPage(browser(), viewport);
    const email = `descadastro.${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/sobre`);
    await page.locator('footer').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByText('Ao se inscrever, você concorda com a nossa Política de Privacidade.').waitFor();
    await expect(form.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).resolves.toBe('/privacidade');
    // The footer's form hydrates once its own code arrives; before that the browser posts it to the newsletter page.
    await waitForHydrated(page, '#newsletter');
    await form.getByLabel('Seu e-mail').fill(email);
    await form.getByRole('button', { name: 'Inscrever-se' }).click();
    await page.getByText('Confirme sua inscrição').first().waitFor();

    const row = await subscriber(email);
    expect(row?.consent_text_version).toBe('2025-11-27');
    expect(row?.consent_at).not.toBeNull();
    const link = `${stack.storefrontUrl}/descadastrar?token=${row?.unsubscribe_token}`;

    await gotoHydrated(page, link);
    await page.getByRole('heading', { level: 1, name: 'Cancelar inscrição na newsletter' }).waitFor();
    // Opening the link removes nothing (mail scanners open links too): the click does.
    expect(await subscriber(email)).toBeDefined();
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inscrição cancelada' }).waitFor();
    expect(await subscriber(email)).toBeUndefined();

    await gotoHydrated(page, link);
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await page.getByRole('heading', { level: 1, name: 'Link inválido ou já usado' }).waitFor();
    await page.context().close();
  });

  it('answers a forged token as invalid and a malformed one already in the server HTML, kept out of search results', async () => {
    const page = await newPage(browser(), viewport);
    await gotoHydrated(page, `${stack.storefrontUrl}/descadastrar?token=${crypto.randomUUID()}`);
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await page.getByRole('heading', { level: 1, name: 'Link inválido ou já usado' }).waitFor();
    await page.context().close();

    for (const path of ['/descadastrar?token=nao-e-um-token', '/descadastrar', `/descadastrar?token=${'f'.repeat(4000)}`]) {
      const response = await fetch(`${stack.storefrontUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('Link inválido ou já usado');
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    }
  });
});

describe('lead form consent', () => {
  it('tells the visitor what sending means and links the privacy policy', async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/contato`);
    const form = page.getByRole('form', { name: 'Fale conosco' });
    await form.getByText('Ao enviar, você concorda com a nossa Política de Privacidade.').waitFor();
    await expect(form.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).resolves.toBe('/privacidade');
    await page.context().close();
  });
});
