import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRODUCT_MESSAGES, type SpecValues } from '@oneboss/domain';
import { browserPerFile, gotoHydrated, newPage, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { count, rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();
const SLOW = { timeout: 60_000 };

interface Boat {
  id: string;
  name: string;
  specs: SpecValues;
}

const boats = () =>
  rows<Boat>('products?select=id,name,specs,categories!inner(value)&categories.value=eq.embarcacoes&published=eq.true&order=name.asc&limit=1');
const boat = async (id: string) => (await rows<Boat>(`products?select=id,name,specs&id=eq.${id}`))[0];
const catamarans = () => count('products', 'published=eq.true&specs->>tipo_de_casco=eq.catamara');

async function choose(page: Page, field: RegExp, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The Categorias screen on Embarcações' spec editor (a sub-tab of its own on a phone). */
async function specEditor(page: Page) {
  const [category] = await rows<{ id: string }>('categories?select=id&value=eq.embarcacoes');
  await page.goto(`${stack.adminUrl}/#/categories?category=${category.id}&tab=specs`);
  const editor = page.getByRole('region', { name: 'Especificações de Embarcações' });
  await editor.getByRole('button', { name: 'Nova especificação' }).waitFor(SLOW);
  return editor;
}

describe.each<ViewportName>(['desktop', 'mobile'])('spec definitions at %s', (viewport) => {
  it("staff add 'Tipo de casco' to Embarcações, fill it on a boat, and the shop offers it as a filter with the right count", async () => {
    const page = await signInAsAdmin(browser(), viewport);
    let editor = await specEditor(page);

    await editor.getByRole('button', { name: 'Nova especificação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova especificação de Embarcações' });
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Tipo de casco');
    await expect(dialog.getByRole('textbox', { name: /^Identificador \(URL e CSV\)/ }).inputValue()).resolves.toBe('tipo_de_casco');
    await choose(page, /^Tipo/, 'Opção (uma)');
    await dialog.getByLabel('Filtro na loja').check();
    for (const [index, label] of ['Monocasco', 'Catamarã'].entries()) {
      await dialog.getByRole('button', { name: 'Adicionar opção' }).click();
      await dialog.getByRole('textbox', { name: 'Nome da opção' }).nth(index).fill(label);
    }
    await dialog.getByRole('button', { name: 'Adicionar especificação' }).click();
    await page.getByText('Especificação adicionada').waitFor(SLOW);
    await editor.getByText('tipo_de_casco · Opção (uma) · Monocasco, Catamarã').waitFor();
    // On a phone the toast covers the next dialog's buttons until it goes; the pointer left on it holds it.
    await page.mouse.move(1, 1);
    await page.getByText('Especificação adicionada').waitFor({ state: 'detached', ...SLOW });
    const [definition] = await rows<{ filterable: boolean; spec_options: { value: string }[] }>('spec_definitions?select=filterable,spec_options(value)&key=eq.tipo_de_casco');
    expect(definition.filterable).toBe(true);
    expect(definition.spec_options.map((option) => option.value).sort()).toEqual(['catamara', 'monocasco']);

    // A length out of the definition's range is refused in pt-BR and nothing is saved.
    const [target] = await boats();
    await page.goto(`${stack.adminUrl}/#/products/${target.id}`);
    const form = page.getByRole('dialog', { name: 'Editar produto' });
    const length = form.getByRole('textbox', { name: /^Comprimento/ });
    await length.waitFor(SLOW);
    const savedLength = await length.inputValue();
    await length.fill('500');
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await form.getByText('Comprimento: o máximo é 400 pés.').waitFor();
    expect((await boat(target.id)).specs.comprimento).toBe(target.specs.comprimento);

    await length.fill(savedLength);
    await choose(page, /^Tipo de casco/, 'Catamarã');
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText(PRODUCT_MESSAGES.updated).waitFor(SLOW);
    const saved = await boat(target.id);
    expect(saved.specs).toEqual({ ...target.specs, tipo_de_casco: 'catamara' });

    // The shop's filter counts the catamarans the database holds.
    const expected = await catamarans();
    expect(expected).toBeGreaterThan(0);
    const shop = await newPage(browser(), viewport);
    await gotoHydrated(shop, `${stack.storefrontUrl}/loja/embarcacoes`);
    if (viewport === 'mobile') await shop.getByRole('button', { name: /^Filtros/ }).click();
    const panel = viewport === 'mobile' ? shop.getByRole('dialog', { name: 'Filtros' }) : shop.getByRole('complementary', { name: 'Filtros' });
    const filter = panel.getByRole('group', { name: 'Tipo de casco' });
    await expect(filter.locator('label', { hasText: 'Catamarã' }).innerText()).resolves.toMatch(new RegExp(`Catamarã\\s+${expected}$`));
    await filter.getByLabel('Catamarã').check();
    if (viewport === 'mobile') await shop.getByRole('button', { name: 'Aplicar Filtros', exact: true }).click();
    else await panel.getByRole('button', { name: 'Aplicar Filtros', exact: true }).click();
    await shop.waitForURL(`${stack.storefrontUrl}/loja/embarcacoes?tipo_de_casco=catamara`);
    await shop.getByText(target.name).first().waitFor();
    await shop.context().close();

    // Removing the definition says how many listings hold a value, and takes the value off them.
    editor = await specEditor(page);
    await editor.getByRole('button', { name: 'Remover Tipo de casco' }).click();
    await page.getByRole('dialog', { name: 'Remover especificação' }).getByText(`${expected === 1 ? '1 anúncio tem' : `${expected} anúncios têm`} valor nela`).waitFor();
    await page.getByRole('dialog', { name: 'Remover especificação' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Especificação removida').waitFor(SLOW);
    expect(await count('spec_definitions', 'key=eq.tipo_de_casco')).toBe(0);
    expect((await boat(target.id)).specs).toEqual(target.specs);
    await page.context().close();
  }, 240_000);
});
