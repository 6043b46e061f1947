import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, type ViewportName } from '@oneboss/e2e';

/** A fresh page signed in to the panel as the seeded admin, on the dashboard. */
export async function signInAsAdmin(browser: Browser, viewport: ViewportName): Promise<Page> {
  const stack = inject('stack');
  const page = await newPage(browser, viewport);
  await page.goto(stack.adminUrl);
  await page.getByLabel('E-mail').fill(stack.admin.email);
  await page.getByLabel('Senha').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('tablist', { name: 'Seções do painel' }).waitFor();
  return page;
}
