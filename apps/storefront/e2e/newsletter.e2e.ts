import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, gotoHydrated, latestMailLink, newPage, waitForHydrated } from '@oneboss/e2e';

const stack = inject('stack');
const browser = browserPerFile();

async function subscribersFor(email: string): Promise<{ email: string; confirmed: boolean }[]> {
  const response = await fetch(`${stack.backendUrl}/rest/v1/newsletter_subscribers?select=email,confirmed_at&email=ilike.${encodeURIComponent(email)}`, {
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
  });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { email: string; confirmed_at: string | null }[];
  return rows.map((row) => ({ email: row.email, confirmed: row.confirmed_at !== null }));
}

/**
 * The footer's form hydrates when its own code arrives, after the page's: a submit before that is
 * the browser's plain post to the newsletter page (forms-before-script.e2e.ts), not the script's.
 */
const formHydrated = (page: Page) => waitForHydrated(page, '#newsletter');

async function subscribe(page: Page, email: string) {
  await formHydrated(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Seu e-mail').fill(email);
  await form.getByRole('button', { name: 'Inscrever-se' }).click();
  return form;
}

describe('newsletter', () => {
  it('asks for a confirmation by e-mail, answers a second sign-up as the first, and subscribes once the mailed link is followed', async () => {
    const page = await newPage(browser(), 'desktop');
    const email = `news.${randomBytes(4).toString('hex')}@example.com`;
    await gotoHydrated(page, `${stack.storefrontUrl}/`);
    // The footer loads the form when it scrolls into view.
    await page.locator('footer').scrollIntoViewIfNeeded();

    const form = page.getByRole('form', { name: 'Newsletter' });
    // An empty address is not submitted: the browser's required check stops it.
    await form.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(form.getByLabel('Seu e-mail').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).resolves.toBe(true);

    const sent = `Enviamos um e-mail de confirmação para ${email}. Abra o link para concluir a inscrição.`;
    await subscribe(page, email);
    await page.getByText('Confirme sua inscrição').waitFor();
    await form.getByRole('status').filter({ hasText: sent }).waitFor();
    await form.getByRole('button', { name: 'Enviado' }).waitFor();
    await expect(form.getByLabel('Seu e-mail').isDisabled()).resolves.toBe(true);
    expect(await subscribersFor(email)).toEqual([{ email, confirmed: false }]);
    // The form reported its time open, at least the minimum a person's sign-up takes.
    const reported = await fetch(`${stack.backendUrl}/rest/v1/newsletter_subscribers?select=form_fill_ms&email=eq.${encodeURIComponent(email)}`, {
      headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` },
    });
    const [{ form_fill_ms: fillMs }] = (await reported.json()) as { form_fill_ms: number }[];
    expect(fillMs).toBeGreaterThanOrEqual(3000);

    // After the 5 s lock the form is usable again; the same address gets the same answer.
    await form.getByRole('button', { name: 'Inscrever-se' }).waitFor({ timeout: 8_000 });
    await subscribe(page, email.toUpperCase());
    await form.getByRole('status').filter({ hasText: `Enviamos um e-mail de confirmação para ${email.toUpperCase()}.` }).waitFor();
    expect(await subscribersFor(email)).toHaveLength(1);

    // The mailed link opens a server-rendered page; confirming takes a click.
    const link = await latestMailLink(stack, email);
    expect(link).toMatch(/\/newsletter\/confirmar\?token=[0-9a-f]{64}$/);
    const landing = await page.goto(link!);
    expect(landing?.status()).toBe(200);
    expect(await landing?.text()).toContain('Confirmar inscrição na newsletter');
    await gotoHydrated(page, link!);
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await page.getByRole('heading', { name: 'Inscrição confirmada' }).waitFor();
    expect(await subscribersFor(email)).toEqual([{ email, confirmed: true }]);

    // The link works once.
    await gotoHydrated(page, link!);
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await page.getByRole('heading', { name: 'Link inválido ou já usado' }).waitFor();
    await page.context().close();
  });

  it('tells one outcome at a time: after a failure then a success, the toast and the line under the field both say success', async () => {
    const page = await newPage(browser(), 'desktop');
    await gotoHydrated(page, `${stack.storefrontUrl}/`);
    await page.locator('footer').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Newsletter' });
    const toasts = page.locator('[data-scope=toast][data-part=root]');

    await page.route('**/rest/v1/newsletter_subscribers*', (route) => route.abort('internetdisconnected'));
    await subscribe(page, `news.${randomBytes(4).toString('hex')}@example.com`);
    await toasts.filter({ hasText: 'Erro ao inscrever-se' }).waitFor();
    const failure = await form.getByRole('status').textContent();
    expect(failure).toBeTruthy();
    // The failure is told in Portuguese, the same words in the toast and under the field.
    await toasts.filter({ hasText: failure! }).waitFor();
    expect(failure).not.toMatch(/fetch|network|failed/i);

    await page.unroute('**/rest/v1/newsletter_subscribers*');
    await form.getByRole('button', { name: 'Inscrever-se' }).click();
    await toasts.filter({ hasText: 'Confirme sua inscrição' }).waitFor();
    await expect(form.getByRole('status').textContent()).resolves.toMatch(/^Enviamos um e-mail de confirmação para news\.[0-9a-f]{8}@example\.com\. Abra o link para concluir a inscrição\.$/);
    await expect(toasts.count()).resolves.toBe(1);
    await expect(toasts.filter({ hasText: 'Erro' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows its toast above the bottom bar on a phone', async () => {
    const page = await newPage(browser(), 'mobile');
    await gotoHydrated(page, `${stack.storefrontUrl}/`);
    await page.locator('footer').scrollIntoViewIfNeeded();
    // A thumb-sized field and button (44 px), not a sliver collapsed by the column layout.
    const form = page.getByRole('form', { name: 'Newsletter' });
    for (const control of [form.getByLabel('Seu e-mail'), form.getByRole('button', { name: 'Inscrever-se' })]) {
      expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await subscribe(page, `news.${randomBytes(4).toString('hex')}@example.com`);
    const toast = page.locator('[data-scope=toast][data-part=root]').filter({ hasText: 'Confirme sua inscrição' });
    await toast.waitFor();
    // Wait for the enter animation to settle before measuring.
    await page.waitForFunction(() => document.querySelector('[data-scope=toast][data-part=root]')?.getAnimations().length === 0);
    const toastBox = await toast.boundingBox();
    const barBox = await page.getByRole('navigation', { name: 'Navegação inferior' }).boundingBox();
    expect(toastBox && barBox).toBeTruthy();
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y);
    await page.context().close();
  });
});
