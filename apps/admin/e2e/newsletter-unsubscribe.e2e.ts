import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, newPage } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { count, rest } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

describe.each(['desktop', 'mobile'] as const)('newsletter unsubscribe links for the operator (%s)', (viewport) => {
  it("exports each subscriber's own link, and that link unsubscribes them from the storefront", async () => {
    const tag = randomBytes(4).toString('hex');
    const email = `operador.${tag}@example.com`;
    // A confirmed subscriber: rows the backend writes are confirmed as written, while a visitor's
    // waits for its e-mailed link (the storefront's newsletter journey follows that one).
    const subscribed = await rest('newsletter_subscribers', {
      method: 'POST',
      body: JSON.stringify({ email, consent_text_version: '2025-11-27' }),
    });
    expect(subscribed.status).toBe(201);

    const page = await signInAsAdmin(browser(), viewport);
    page.context().setDefaultTimeout(45_000);
    await page.getByRole('tab', { name: 'Newsletter' }).click();
    await page.getByRole('heading', { name: 'Newsletter' }).waitFor();
    await page.getByTestId('newsletter-total').waitFor();
    await page.getByRole('textbox', { name: 'Buscar por e-mail' }).fill(tag);
    await expect.poll(() => page.getByTestId('newsletter-total').innerText(), { timeout: 30_000 }).toBe('1 inscrito');
    await page.getByRole('button', { name: `Copiar link de descadastro de ${email}` }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
    const text = (await readFile((await download.path())!)).toString('utf8').replace(/^\uFEFF/, '');
    const { data: cells, errors } = Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n' });
    expect(errors).toEqual([]);
    expect(cells[0]).toEqual(['E-mail', 'Inscrito em', 'Consentimento em', 'Versão do aviso', 'Link de descadastro']);
    const row = cells.find((line) => line[0] === email);
    expect(row?.[3]).toBe('2025-11-27');
    expect(row?.[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const link = row?.[4] ?? '';
    expect(link).toMatch(new RegExp(`^${stack.storefrontUrl}/descadastrar\\?token=[0-9a-f-]{36}$`));
    await page.context().close();

    // The reader, not signed in, follows the link from their e-mail.
    const reader = await newPage(browser(), viewport);
    await reader.goto(link, { waitUntil: 'domcontentloaded' });
    // The storefront's server HTML is clickable before React hydrates it: wait for its fiber on the button.
    await reader.waitForFunction(() => [...document.querySelectorAll('main button')].some((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))));
    await reader.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await reader.getByRole('heading', { level: 1, name: 'Inscrição cancelada' }).waitFor();
    expect(await count('newsletter_subscribers', `email=eq.${encodeURIComponent(email)}`)).toBe(0);
    await reader.context().close();
  });
});
