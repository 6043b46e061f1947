import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, type ViewportName } from '@oneboss/e2e';
import { signInAsAdmin } from './support/admin-session';
import { count, rest, rows } from './support/backend-rest';

const stack = inject('stack');
const browser = browserPerFile();
const tag = randomBytes(3).toString('hex');

const HEADER = 'Nome;Categoria;Preço (R$);Publicado;UF;Cidade;Bairro;Imagens;ano;quilometragem;combustivel;blindado';
/** A file an operator would send: Excel's BOM, `;`, CRLF, pt-BR numbers. */
const csv = (lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');
const named = (name: string) => `${name} ${tag}`;

const GOOD = [
  `${named('Porsche 911 Importado')};Automóveis;"1.250.000,00";Sim;SP;São Paulo;Itaim Bibi;frente.png;2021;12.000;Gasolina;Não`,
  `${named('Defender Importado')};Automóveis;"980.000,00";Não;SC;4205407;;;2019;"45.300";Diesel;Sim`,
  `${named('Cayenne Importado')};Automóveis;"650.000,50";Não;;;;;2018;;;`,
];
const BAD = [
  GOOD[0],
  `${named('Quilometragem errada')};Automóveis;"980.000,00";Não;SC;4205407;;;2019;muito;Diesel;Sim`,
  `${named('Foto da internet')};Automóveis;"650.000,50";Não;;;;https://exemplo.com/foto.jpg;2018;;;`,
];

const inDatabase = () => count('products', `name=like.${encodeURIComponent(`* ${tag}`)}`);

async function pictures(): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c9a96e' } }).png().toBuffer();
  return Buffer.from(zipSync({ 'fotos/frente.png': new Uint8Array(png) }));
}

/** The products tab's import dialog with the files chosen and checked. */
async function checkFiles(page: Page, file: Buffer, zip?: Buffer): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Importar produtos (CSV)' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Importar CSV' }).click();
  await page.getByTestId('import-csv-input').setInputFiles({ name: 'produtos.csv', mimeType: 'text/csv', buffer: file });
  if (zip) await page.getByTestId('import-zip-input').setInputFiles({ name: 'imagens.zip', mimeType: 'application/zip', buffer: zip });
  await dialog.getByRole('button', { name: 'Verificar arquivo' }).click();
  await page.getByTestId('import-report').waitFor();
}

async function productsTab(viewport: ViewportName): Promise<Page> {
  const page = await signInAsAdmin(browser(), viewport);
  page.context().setDefaultTimeout(45_000);
  await page.goto(`${stack.adminUrl}/#/products`);
  return page;
}

afterAll(async () => {
  await rest(`products?name=like.${encodeURIComponent(`* ${tag}`)}`, { method: 'DELETE' });
});

describe('CSV import of listings', () => {
  it.each(['mobile', 'desktop'] as const)('reports bad rows by line and column and imports nothing (%s)', async (viewport) => {
    const page = await productsTab(viewport);
    await checkFiles(page, csv(BAD));
    const report = page.getByTestId('import-report');
    await expect.poll(() => report.innerText()).toContain('Nenhum produto foi importado');
    await page.screenshot({ path: `tmp/screenshots/products-import-report-${viewport}.png`, fullPage: false });
    const problems = await report.getByRole('listitem').allInnerTexts();
    expect(problems).toEqual([
      'Linha 2, coluna Imagens: envie o arquivo ZIP com as imagens desta coluna.',
      'Linha 3, coluna quilometragem: informe um número, como 1.250,5.',
      'Linha 4, coluna Imagens: endereços da internet não são aceitos. Envie as imagens no arquivo ZIP, com o nome do arquivo nesta coluna.',
    ]);
    const dialog = page.getByRole('dialog', { name: 'Importar produtos (CSV)' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).toBe(true);
    expect(await inDatabase()).toBe(0);
    await page.context().close();
  }, 180_000);

  it('imports the fixed file whole, with its pictures, and the products show in the list with their specs (desktop)', async () => {
    const page = await productsTab('desktop');
    await checkFiles(page, csv(GOOD), await pictures());
    await expect.poll(() => page.getByTestId('import-report').innerText()).toContain('O arquivo está correto: 3 produtos prontos para importar.');
    await page.getByRole('button', { name: 'Importar 3 produtos' }).click();
    await page.getByText('3 produtos importados.').waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: 'Importar produtos (CSV)' }).count()).toBe(0);

    for (const name of ['Porsche 911 Importado', 'Defender Importado', 'Cayenne Importado']) {
      await page.getByRole('textbox', { name: 'Buscar por nome' }).fill(named(name));
      await page.getByText(named(name)).first().waitFor();
    }

    const saved = await rows<{ name: string; price: number; published: boolean; specs: Record<string, unknown>; uf: string | null; city_id: number | null; neighbourhood: string | null; product_images: { url: string }[] }>(
      `products?select=name,price,published,specs,uf,city_id,neighbourhood,product_images(url)&name=like.${encodeURIComponent(`* ${tag}`)}&order=name`,
    );
    expect(saved.map(({ product_images, ...row }) => ({ ...row, images: product_images.length }))).toEqual([
      { name: named('Cayenne Importado'), price: 650000.5, published: false, specs: { ano: 2018 }, uf: null, city_id: null, neighbourhood: null, images: 0 },
      { name: named('Defender Importado'), price: 980000, published: false, specs: { ano: 2019, quilometragem: 45300, combustivel: 'diesel', blindado: true }, uf: 'SC', city_id: 4205407, neighbourhood: null, images: 0 },
      { name: named('Porsche 911 Importado'), price: 1250000, published: true, specs: { ano: 2021, quilometragem: 12000, combustivel: 'gasolina', blindado: false }, uf: 'SP', city_id: 3550308, neighbourhood: 'Itaim Bibi', images: 1 },
    ]);
    await page.context().close();
  }, 240_000);
});
