import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { count, rest, rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();

const FIELD_HEADERS = ['Nome', 'Categoria', 'Subcategoria', 'Descrição curta', 'Descrição', 'Preço (R$)', 'Preço promocional (R$)', 'Sob Consulta', 'Estoque', 'Publicado', 'Destaque', 'UF', 'Cidade', 'Bairro'];
/** The export's columns for Relógios: the fields, one per spec key of the category (read in beforeAll), the record's dates and id. */
let HEADERS: string[] = [];
/** More hidden products than PostgREST's max_rows (1000) answers at once, so the export has to page. */
const BATCH = 1050;
const tag = randomBytes(3).toString('hex');
const batchName = (index: number) => `Lote CSV ${tag} ${String(index).padStart(4, '0')}`;

interface Download {
  bytes: Buffer;
  fileName: string;
  cells: string[][];
}

/** Clicks the list's export button and reads the file the browser saved. */
async function exportList(page: Page): Promise<Download> {
  // Reading 1 050 rows in two pages from one embedded backend that every journey of the run shares took
  // over 45 s once on a loaded CI host: the file gets the test's own time, not a step's.
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 180_000 }), page.getByRole('button', { name: /^Exportar/ }).click()]);
  const bytes = await readFile((await download.path())!);
  const text = bytes.toString('utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return { bytes, fileName: download.suggestedFilename(), cells: parsed.data };
}

async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  // A select's accessible name is its label followed by its value.
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The products list, signed in; exports read two pages of the server, so steps get more time than the harness's 15 s. */
async function productsList(viewport: ViewportName): Promise<Page> {
  const page = await signInAsAdmin(browser(), viewport);
  page.context().setDefaultTimeout(45_000);
  await page.goto(`${stack.adminUrl}/#/products`);
  return page;
}

/** Every matching id as the database has them, read in pages: one answer holds at most max_rows (1000). */
async function idsInDatabase(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await rows<{ id: string }>(`products?select=id&${query}&order=id&limit=1000&offset=${offset}`);
    ids.push(...page.map((row) => row.id));
    if (page.length < 1000) return ids.sort();
  }
}

const idsOf = (cells: string[][]) => cells.slice(1).map((row) => row[HEADERS.indexOf('ID')]).sort();

let categoryId = '';

beforeAll(async () => {
  [{ id: categoryId }] = await rows<{ id: string }>('categories?select=id&name=eq.Rel%C3%B3gios');
  const keys = await rows<{ key: string }>(`spec_definitions?select=key&category_id=eq.${categoryId}&order=position,label`);
  HEADERS = [...FIELD_HEADERS, ...keys.map((definition) => definition.key), 'Criado em', 'Atualizado em', 'ID'];
  const products = Array.from({ length: BATCH }, (_, index) => ({
    name: batchName(index),
    category_id: categoryId,
    price: index === 0 ? 1234567.5 : 1000 + index,
    published: false,
    stock_quantity: 1200,
  }));
  const created = await rest('products', { method: 'POST', body: JSON.stringify(products) });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await rest(`products?name=like.${encodeURIComponent(`Lote CSV ${tag} *`)}`, { method: 'DELETE' });
});

describe('CSV export', () => {
  it('exports every product the filters match, past a page of the server, as Excel in Brazil reads it (desktop)', async () => {
    const page = await productsList('desktop');
    await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(`Lote CSV ${tag}`);
    await chooseFilter(page, 'Status', 'Ocultos');
    await expect.poll(() => page.getByTestId('products-total').innerText()).toBe(`${BATCH} produtos`);

    const { bytes, fileName, cells } = await exportList(page);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').split('\r\n')[0]).toBe(`\uFEFF${HEADERS.join(';')}`);
    expect(fileName).toMatch(/^produtos-\d{4}-\d{2}-\d{2}\.csv$/);

    const matching = `name=like.${encodeURIComponent(`Lote CSV ${tag} *`)}&published=eq.false`;
    expect(cells.length - 1).toBe(await count('products', matching));
    expect(idsOf(cells)).toEqual(await idsInDatabase(matching));

    const first = cells.find((row) => row[0] === batchName(0))!;
    expect(first[HEADERS.indexOf('Categoria')]).toBe('Relógios');
    expect(first[HEADERS.indexOf('Preço (R$)')]).toBe('1.234.567,50');
    expect(first[HEADERS.indexOf('Estoque')]).toBe('1.200');
    expect(first[HEADERS.indexOf('Publicado')]).toBe('Não');
    expect(first[HEADERS.indexOf('Criado em')]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // Imported back, exported rows would be second copies of their listings: each is refused. Two
    // of this file's own listings, which no other test touches, as an operator's edited export.
    const twoRows = Buffer.from(bytes.toString('utf8').split('\r\n').slice(0, 3).join('\r\n'), 'utf8');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar produtos (CSV)' });
    await page.getByTestId('import-csv-input').setInputFiles({ name: 'produtos.csv', mimeType: 'text/csv', buffer: twoRows });
    await dialog.getByRole('button', { name: 'Verificar arquivo' }).click();
    const report = page.getByTestId('import-report');
    await expect.poll(() => report.innerText()).toContain('Nenhum produto foi importado');
    const refusal = 'coluna ID: este anúncio já está no catálogo, e a importação cria anúncios novos. Para alterá-lo, edite-o no painel; para criar uma cópia, apague o ID desta linha.';
    expect(await report.getByRole('listitem').allInnerTexts()).toEqual([`Linha 2, ${refusal}`, `Linha 3, ${refusal}`]);
    expect(await dialog.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).toBe(true);
    expect(await count('products', `name=like.${encodeURIComponent(`Lote CSV ${tag} *`)}`)).toBe(BATCH);
    await page.context().close();
  }, 240_000);

  it('exports the rows of the category and status chosen, as the database counts them (mobile)', async () => {
    const page = await productsList('mobile');
    await chooseFilter(page, 'Categoria', 'Relógios');
    await chooseFilter(page, 'Status', 'Publicados');
    const matching = `category_id=eq.${categoryId}&published=eq.true`;
    const total = await count('products', matching);
    await expect.poll(() => page.getByTestId('products-total').innerText()).toBe(`${total} ${total === 1 ? 'produto' : 'produtos'}`);

    const { cells } = await exportList(page);
    expect(cells[0]).toEqual(HEADERS);
    expect(idsOf(cells)).toEqual(await idsInDatabase(matching));
    expect(cells.slice(1).every((row) => row[HEADERS.indexOf('Categoria')] === 'Relógios' && row[HEADERS.indexOf('Publicado')] === 'Sim')).toBe(true);

    await page.context().close();
  }, 240_000);

  it("exports the leads of a category opened from the dashboard's link: the board's rows, product joined (desktop)", async () => {
    const [product] = await rows<{ id: string; name: string }>(`products?select=id,name&category_id=eq.${categoryId}&published=eq.true&limit=1`);
    const lead = { name: `Lead CSV ${tag}`, email: `lead.csv.${tag}@example.com`, phone: '11987654321', message: 'Exportação por categoria', product_id: product.id };
    expect((await rest('leads', { method: 'POST', body: JSON.stringify(lead) })).status).toBe(201);
    try {
      const page = await signInAsAdmin(browser(), 'desktop');
      page.context().setDefaultTimeout(45_000);
      const filter = encodeURIComponent(JSON.stringify({ 'products.category_id': categoryId }));
      await page.goto(`${stack.adminUrl}/#/leads?filter=${filter}`);
      const inCategory = await rows<{ id: string }>(`leads?select=id,products!inner(category_id)&products.category_id=eq.${categoryId}&order=id`);
      await expect.poll(() => page.getByTestId('leads-total').innerText()).toBe(`${inCategory.length} ${inCategory.length === 1 ? 'lead' : 'leads'}`);

      const { cells } = await exportList(page);
      const leadHeaders = cells[0];
      expect(leadHeaders).toContain('Produto');
      const ids = cells.slice(1).map((row) => row[leadHeaders.indexOf('ID')]).sort();
      expect(ids).toEqual(inCategory.map((row) => row.id).sort());
      const exported = cells.find((row) => row[leadHeaders.indexOf('Nome')] === lead.name)!;
      expect(exported[leadHeaders.indexOf('Produto')]).toBe(product.name);
      await page.context().close();
    } finally {
      await rest(`leads?email=eq.${encodeURIComponent(lead.email)}`, { method: 'DELETE' });
    }
  }, 240_000);
});
