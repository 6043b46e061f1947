import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import type { Category, Product, SpecDefinition } from '@oneboss/domain';
import { productsCsv } from '../export/productsExporter';
import { IMPORT_MESSAGES } from './importMessages';
import { issueText } from './importIssue';
import { planImport, productIdsOf, ufsOf, type ImportContext } from './planImport';
import { readCsvTable, type CsvTable } from './readCsvTable';
import { readImageZip } from './readImageZip';

const CARS = '1b0e7a52-7c0e-4c8e-9f55-0d6c1f3e2a01';
const BOATS = '2c1f8b63-8d1f-4d9f-8a66-1e7d2f4f3b02';
const SPORTS = '3d2a9c74-9e2a-4eaa-9b77-2f8e3a5a4c03';
const categories: Category[] = [
  { id: CARS, name: 'Automóveis', value: 'automoveis', subcategories: [{ id: SPORTS, categoryId: CARS, name: 'Esportivos', type: null } as never] },
  { id: BOATS, name: 'Embarcações', value: 'embarcacoes', subcategories: [] },
];

function definition(key: string, label: string, extra: Partial<SpecDefinition>): SpecDefinition {
  return {
    id: `${key}-id`,
    categoryId: CARS,
    subcategoryId: null,
    key,
    label,
    type: 'integer',
    unit: null,
    decimals: 0,
    min: null,
    max: null,
    required: false,
    filterable: true,
    sortable: false,
    headline: false,
    position: 0,
    groupLabel: null,
    options: [],
    ...extra,
  };
}

const definitions: SpecDefinition[] = [
  definition('ano', 'Ano', { type: 'year', required: true }),
  definition('quilometragem', 'Quilometragem', { unit: 'km', min: 0 }),
  definition('combustivel', 'Combustível', { type: 'option', options: [{ value: 'gasolina', label: 'Gasolina' }, { value: 'diesel', label: 'Diesel' }] }),
  definition('blindado', 'Blindado', { type: 'boolean' }),
  definition('comprimento', 'Comprimento', { categoryId: BOATS, type: 'number', unit: 'ft', decimals: 1 }),
];

const municipalities = [
  { id: 3550308, name: 'São Paulo', uf: 'SP' },
  { id: 4205407, name: 'Florianópolis', uf: 'SC' },
];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function table(lines: string[]): CsvTable {
  const read = readCsvTable(new TextEncoder().encode(lines.join('\r\n')));
  if (!('table' in read)) throw new Error(read.fileIssue);
  return read.table;
}

const context = (extra: Partial<ImportContext> = {}): ImportContext => ({ categories, definitions, municipalities, images: null, existingIds: new Set(), ...extra });
const HEADER = 'Nome;Categoria;Subcategoria;Preço (R$);Publicado;UF;Cidade;Bairro;Imagens;ano;quilometragem;combustivel;blindado;comprimento';

describe('planImport', () => {
  it('reads good rows as the product form does: prices, specs by key, city by name or IBGE code, pictures from the ZIP', () => {
    const zip = readImageZip(zipSync({ 'fotos/frente.png': PNG, 'lado.png': PNG }));
    if (!('images' in zip)) throw new Error(zip.fileIssue);
    const plan = planImport(
      table([
        HEADER,
        'Porsche 911;Automóveis;Esportivos;1.250.000,00;Sim;SP;São Paulo;Itaim Bibi;frente.png | lado.png;2021;12.000;Gasolina;Não;',
        'Lancha;embarcacoes;;R$ 4.500.000,50;nao;sc;4205407;;;;;;;45,5',
      ]),
      context({ images: zip.images }),
    );
    expect(plan.issues).toEqual([]);
    expect(
      plan.rows.map(({ line, product, images }) => ({
        line,
        name: product.name,
        price: product.price,
        published: product.published,
        subcategoryId: product.subcategoryId,
        specs: product.specs,
        location: { uf: product.uf, cityId: product.cityId, bairro: product.neighbourhood },
        images: images.map((image) => image.name),
      })),
    ).toEqual([
      {
        line: 2,
        name: 'Porsche 911',
        price: 1250000,
        published: true,
        subcategoryId: SPORTS,
        specs: { ano: 2021, quilometragem: 12000, combustivel: 'gasolina', blindado: false },
        location: { uf: 'SP', cityId: 3550308, bairro: 'Itaim Bibi' },
        images: ['frente.png', 'lado.png'],
      },
      { line: 3, name: 'Lancha', price: 4500000.5, published: false, subcategoryId: null, specs: { comprimento: 45.5 }, location: { uf: 'SC', cityId: 4205407, bairro: null }, images: [] },
    ]);
  });

  it('reports every bad row by line and column in pt-BR, and then gives no row to import', () => {
    const plan = planImport(
      table([
        HEADER,
        'Bom;Automóveis;;100;Não;;;;;;;;;',
        ';Barcos;;12.5;talvez;XX;Lugar Nenhum;;https://exemplo.com/a.jpg;;;;;',
        'Carro;Automóveis;;100;Sim;SP;Campinas;;a.jpg;21;-5;Elétrico;;30',
      ]),
      context(),
    );
    expect(plan.rows).toEqual([]);
    expect(plan.issues.map(issueText)).toEqual([
      'Linha 3, coluna Nome: Por favor, preencha todos os campos obrigatórios.',
      `Linha 3, coluna Categoria: ${IMPORT_MESSAGES.unknownCategory('Barcos')}`,
      `Linha 3, coluna Preço (R$): ${IMPORT_MESSAGES.notANumber}`,
      `Linha 3, coluna Publicado: ${IMPORT_MESSAGES.notABoolean}`,
      `Linha 3, coluna UF: ${IMPORT_MESSAGES.unknownUf('XX')}`,
      `Linha 3, coluna Cidade: ${IMPORT_MESSAGES.unknownCity('Lugar Nenhum', 'XX')}`,
      `Linha 3, coluna Imagens: ${IMPORT_MESSAGES.imageUrl}`,
      `Linha 4, coluna Cidade: ${IMPORT_MESSAGES.unknownCity('Campinas', 'SP')}`,
      `Linha 4, coluna Imagens: ${IMPORT_MESSAGES.imageNeedsZip}`,
      'Linha 4, coluna ano: informe o ano com quatro dígitos.',
      'Linha 4, coluna quilometragem: o mínimo é 0 km.',
      'Linha 4, coluna combustivel: "Elétrico" não é uma opção (use Gasolina, Diesel).',
      `Linha 4, coluna comprimento: ${IMPORT_MESSAGES.notASpecOf('Automóveis')}`,
    ]);
  });

  it('asks for what publishing needs (location, required specs) only of rows to publish', () => {
    const plan = planImport(table([HEADER, 'Publicado sem nada;Automóveis;;100;Sim;;;;;;;;;', 'Rascunho;Automóveis;;100;Não;;;;;;;;;']), context());
    expect(plan.issues.map(issueText)).toEqual([
      'Linha 2, coluna UF: Informe a UF e a cidade para publicar.',
      'Linha 2, coluna Cidade: Informe a UF e a cidade para publicar.',
      'Linha 2, coluna ano: obrigatório para publicar.',
    ]);
  });

  it('refuses unknown and repeated columns and a file without Nome or Categoria', () => {
    expect(planImport(table(['Nome;Cor favorita;Nome', 'A;azul;B']), context()).issues.map(issueText)).toEqual([
      `Linha 1: ${IMPORT_MESSAGES.missingColumn('Categoria')}`,
      `Linha 1, coluna Nome: ${IMPORT_MESSAGES.repeatedColumn}`,
      `Linha 1, coluna Cor favorita: ${IMPORT_MESSAGES.unknownColumn}`,
    ]);
  });

  it('names a picture missing from the ZIP or refused by the picture rules', () => {
    const zip = readImageZip(zipSync({ 'ok.png': PNG, 'falso.png': new TextEncoder().encode('<svg/>') }));
    if (!('images' in zip)) throw new Error(zip.fileIssue);
    const plan = planImport(table(['Nome;Categoria;Preço (R$);Imagens', 'A;Automóveis;1;OK.PNG|falso.png|nao.png|ok.png']), context({ images: zip.images }));
    expect(plan.issues.map(issueText)).toEqual([
      `Linha 2, coluna Imagens: ${IMPORT_MESSAGES.imageRefused('falso.png', IMPORT_MESSAGES.formatRefused)}`,
      `Linha 2, coluna Imagens: ${IMPORT_MESSAGES.imageMissing('nao.png')}`,
    ]);
  });

  it('keeps a description to the editor’s markup and a name as plain text', () => {
    const plan = planImport(table(['Nome;Categoria;Preço (R$);Descrição', '<b>Iate</b>;Automóveis;1;"<p onclick=""x()"">Casco <strong>novo</strong></p><script>alert(1)</script>"']), context());
    expect(plan.rows[0].product.name).toBe('<b>Iate</b>');
    expect(plan.rows[0].product.description).toBe('<p>Casco <strong>novo</strong></p>');
  });

  it('lists the UFs a file names, for reading their cities', () => {
    expect(ufsOf(table(['Nome;UF', 'A;sp', 'B;SP', 'C;', 'D;XX', 'E;SC']))).toEqual(['SP', 'SC']);
  });
});

describe('a listing of the catalogue in the file', () => {
  it("refuses a row whose ID is a catalogue listing's, and takes one whose ID names none", () => {
    const existing = '0b6c2f5e-8a51-4c1e-9f0a-2d7e4b9c1a33';
    const gone = '7f1d9a20-3c4b-4e8f-a1b2-c3d4e5f60718';
    const file = table(['Nome;Categoria;Preço (R$);ID', `Porsche 911;Automóveis;1.000,00;${existing.toUpperCase()}`, `Lancha;Embarcações;2.000,00;${gone}`, 'Ferrari;Automóveis;3.000,00;']);
    expect(productIdsOf(file)).toEqual([existing, gone]);
    const plan = planImport(file, context({ existingIds: new Set([existing]) }));
    expect(plan.rows).toEqual([]);
    expect(plan.issues).toEqual([{ line: 2, column: 'ID', message: IMPORT_MESSAGES.listingExists }]);
    expect(planImport(file, context({ existingIds: new Set() })).rows.map((row) => row.line)).toEqual([2, 3, 4]);
  });
});

describe('export -> import', () => {
  it('reads an exported catalogue back to the same products', () => {
    const exported: Product[] = [
      {
        id: 'a1',
        name: 'Porsche 911 "Turbo S"; 2021',
        shortDescription: '+55 11 9999',
        description: '<p>Teto <em>solar</em></p>',
        price: 1250000.5,
        salePrice: null,
        categoryId: CARS,
        subcategoryId: SPORTS,
        attributeId: null,
        subcategoryValues: {},
        featured: true,
        published: true,
        stockQuantity: 1200,
        images: [],
        createdAt: '2026-11-22T02:30:00Z',
        updatedAt: '2026-11-22T02:30:00Z',
        priceOnRequest: false,
        category: { name: 'Automóveis', value: 'automoveis' },
        subcategory: { name: 'Esportivos' },
        specs: { ano: 2021, quilometragem: 12000, combustivel: 'diesel', blindado: true },
        location: { uf: 'SP', cityId: 3550308, cityName: 'São Paulo', bairro: 'Jardins' },
      },
      {
        id: 'b2',
        name: '=Lancha',
        shortDescription: '',
        description: '',
        price: null,
        salePrice: null,
        categoryId: BOATS,
        subcategoryId: null,
        attributeId: null,
        subcategoryValues: {},
        featured: false,
        published: false,
        stockQuantity: 1,
        images: [],
        createdAt: '2026-11-22T02:30:00Z',
        updatedAt: '2026-11-22T02:30:00Z',
        priceOnRequest: true,
        category: { name: 'Embarcações', value: 'embarcacoes' },
        specs: { comprimento: 45.5 },
        location: null,
      },
    ];
    const read = readCsvTable(new TextEncoder().encode(productsCsv(exported, definitions)));
    if (!('table' in read)) throw new Error(read.fileIssue);
    const plan = planImport(read.table, context(), read.issues);
    expect(plan.issues).toEqual([]);
    expect(plan.rows.map(({ product }) => product)).toEqual(
      exported.map((product) => ({
        name: product.name,
        shortDescription: product.shortDescription,
        description: product.description,
        price: product.price,
        salePrice: product.salePrice,
        categoryId: product.categoryId,
        subcategoryId: product.subcategoryId,
        attributeId: null,
        subcategoryValues: {},
        featured: product.featured,
        published: product.published,
        stockQuantity: product.stockQuantity,
        priceOnRequest: product.priceOnRequest,
        specs: product.specs,
        uf: product.location?.uf ?? null,
        cityId: product.location?.cityId ?? null,
        neighbourhood: product.location?.bairro ?? null,
        privateAddress: null,
      })),
    );
  });
});
