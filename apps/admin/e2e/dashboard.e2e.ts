import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserPerFile, latestMailLink } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { count, rest } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

/** A figure as the page prints it, pt-BR grouping ("1.234") read back as a number. */
const numberIn = async (locator: Locator) => Number((await locator.innerText()).replace(/\./g, '').trim());
const figure = (page: Page, id: string) => numberIn(page.getByTestId(`figure-${id}`).getByTestId('figure-value'));

/** The filter a list URL carries in its query string. */
const filterOf = (url: string) => JSON.parse(new URL(url.replace('/#/', '/')).searchParams.get('filter') ?? 'null');

/** A deletion request as a holder makes it: asked on /cancelar, then confirmed through the mailed link. */
async function confirmedDeletionRequest(email: string): Promise<void> {
  const asked = await rest('rpc/request_account_deletion', { method: 'POST', body: JSON.stringify({ email }) }, stack.anonKey);
  expect(asked.status).toBeLessThan(300);
  const token = new URL((await latestMailLink(stack, email)) ?? '').searchParams.get('token');
  const confirmed = await rest('rpc/confirm_account_deletion', { method: 'POST', body: JSON.stringify({ token }) }, stack.anonKey);
  expect(confirmed.status).toBeLessThan(300);
}

describe('Dashboard', () => {
  it('lists the confirmed deletion requests waiting, oldest first, with the time left of the 48 hours; a refused one leaves the list', async () => {
    const email = `exclusao.${randomBytes(4).toString('hex')}@example.com`;
    await confirmedDeletionRequest(email);
    const page = await signInAsAdmin(browser(), 'desktop');
    const waiting = page.getByRole('list', { name: 'Exclusões de conta aguardando' });
    const ours = waiting.getByTestId('waiting-deletion').filter({ has: page.getByRole('link', { name: email }) });
    await ours.waitFor();
    const total = await count('account_deletion_requests', 'status=eq.confirmed');
    await page.getByTestId('waiting-deletions-total').getByText(`${total} ${total === 1 ? 'solicitação confirmada aguarda' : 'solicitações confirmadas aguardam'}`, { exact: false }).waitFor();
    expect(await ours.innerText()).toMatch(/Faltam 4[78] h/);
    // Oldest first: the list's order is the order of the confirmations.
    const emails = await waiting.getByRole('link').allInnerTexts();
    const byConfirmation = await rest(`account_deletion_requests?select=email&status=eq.confirmed&order=confirmed_at.asc&limit=${emails.length}`).then((response) => response.json() as Promise<{ email: string }[]>);
    expect(emails).toEqual(byConfirmation.map((row) => row.email));

    await ours.getByRole('link', { name: email }).click();
    await page.getByRole('heading', { name: email }).waitFor();
    // Its page says the same deadline.
    await page.getByText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} · Faltam 4[78] h/).waitFor();
    await page.getByRole('button', { name: 'Recusar solicitação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recusar solicitação' });
    await dialog.getByLabel('Motivo da recusa').fill('Obrigação legal de guarda (teste)');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await page.getByText('Solicitação recusada').waitFor();
    await page.getByText('Esta solicitação já foi concluída', { exact: false }).waitFor();
    expect(await count('account_deletion_requests', `status=eq.rejected&email=eq.${encodeURIComponent(email)}`)).toBe(1);

    await page.getByRole('link', { name: 'Painel' }).first().click();
    await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Exclusões de conta aguardando' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: email }).count()).toBe(0);
    await page.context().close();
  });


  it('lands on the dashboard with the figures the database counts, each opening its filtered list (desktop)', async () => {
    const page = await signInAsAdmin(browser(), 'desktop');
    await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
    await page.getByTestId('figure-leads').waitFor();

    expect(await figure(page, 'leads')).toBe(await count('leads'));
    expect(await figure(page, 'published')).toBe(await count('products', 'published=eq.true'));
    expect(await figure(page, 'hidden')).toBe(await count('products', 'published=eq.false'));
    expect(await figure(page, 'featured')).toBe(await count('products', 'featured=eq.true'));
    expect(await figure(page, 'on-request')).toBe(await count('products', 'price_on_request=eq.true'));
    // Staff count confirmed subscribers only; a visitor's sign-up waits for its e-mailed link.
    expect(await figure(page, 'newsletter')).toBe(await count('newsletter_subscribers', 'confirmed_at=not.is.null'));

    const statuses = page.getByRole('list', { name: 'Leads por status' }).getByRole('listitem');
    for (const [label, status] of [['Novo', 'new'], ['Contatado', 'contacted'], ['Negociando', 'negotiating'], ['Fechado', 'closed'], ['Perdido', 'lost']]) {
      const item = statuses.filter({ has: page.getByRole('link', { name: label, exact: true }) });
      expect(await numberIn(item.getByTestId('ranked-count')), label).toBe(await count('leads', `status=eq.${status}`));
    }

    const topProduct = page.getByRole('list', { name: 'Leads por produto' }).getByRole('listitem').first();
    if (await topProduct.count()) {
      const href = (await topProduct.getByRole('link').getAttribute('href')) ?? '';
      const { product_id: productId } = filterOf(`${stack.adminUrl}/${href}`);
      expect(await numberIn(topProduct.getByTestId('ranked-count'))).toBe(await count('leads', `product_id=eq.${productId}`));
    }

    await statuses.getByRole('link', { name: 'Fechado', exact: true }).click();
    await page.waitForURL(/#\/leads\?/);
    expect(filterOf(page.url())).toEqual({ status: 'closed' });
    await page.getByRole('region', { name: 'Quadro de leads' }).waitFor();
    await expect(page.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe('closed');
    await expect.poll(() => page.getByTestId('lead-card').count()).toBe(await count('leads', 'status=eq.closed'));

    // Each catalogue figure opens the products list showing what it counted (they once opened the whole list: the
    // list's provider did not read the filters the links named).
    for (const [id, filter, rows] of [
      ['figure-published', { status: 'published' }, 'published=eq.true'],
      ['figure-hidden', { status: 'unpublished' }, 'published=eq.false'],
      ['figure-featured', { featured: true }, 'featured=eq.true'],
      ['figure-on-request', { priceOnRequest: true }, 'price_on_request=eq.true'],
    ] as const) {
      await page.goto(`${stack.adminUrl}/#/`);
      await page.getByTestId(id).click();
      await page.waitForURL(/#\/products\?/);
      expect(filterOf(page.url())).toEqual(filter);
      // Other journeys add listings meanwhile: the total shown must be the database's at one reading, the list read
      // again when their writes overtook it.
      await expect
        .poll(async () => {
          const shown = await page.getByTestId('products-total').innerText().catch(() => '');
          const total = await count('products', rows);
          if (shown === `${total} ${total === 1 ? 'produto' : 'produtos'}`) return true;
          await page.reload();
          return false;
        }, { timeout: 30_000, interval: 500 })
        .toBe(true);
    }
    await expect(page.getByRole('button', { name: 'Sob consulta' }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('fits a phone and keeps the last tab one tap away', async () => {
    const page = await signInAsAdmin(browser(), 'mobile');
    await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
    expect(await figure(page, 'leads')).toBe(await count('leads'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The status chart's five labels, each clear of the others.
    const chart = page.getByRole('img', { name: 'Gráfico de leads por status' });
    await chart.locator('.recharts-cartesian-axis-tick-value').first().waitFor();
    const labels = await chart.locator('.recharts-cartesian-axis-tick-value').evaluateAll((texts) =>
      texts.filter((text) => /[A-Za-z]/.test(text.textContent ?? '')).map((text) => text.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(labels).toHaveLength(5);
    for (const [index, a] of labels.entries()) {
      for (const b of labels.slice(index + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart).toBe(true);
      }
    }
    await page.getByRole('link', { name: 'Continuar em Produtos' }).click();
    await page.waitForURL(/#\/products/);
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.waitForURL(/#\/leads/);
    await page.goto(stack.adminUrl);
    await page.getByRole('link', { name: 'Continuar em Leads' }).waitFor();
    await page.context().close();
  });
});
