import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Product, SpecDefinition } from '@oneboss/domain';
import { productsCsv } from './productsExporter';

const product: Product = {
  id: '6f1c2f4e-4a53-4c5e-9d7b-2f0b1a9c3d10',
  name: 'Rolex Daytona; ouro "18k"',
  shortDescription: 'Cronógrafo\nautomático',
  description: '<p>Caixa e documentos</p>',
  price: 1234567.5,
  salePrice: 999.9,
  categoryId: 'c',
  subcategoryId: null,
  attributeId: null,
  subcategoryValues: {},
  featured: true,
  published: false,
  stockQuantity: 1200,
  images: [],
  createdAt: '2026-11-22T02:30:00Z',
  updatedAt: '2026-11-23T15:04:00.5+00:00',
  priceOnRequest: false,
  category: { name: 'Relógios', value: 'relogios' },
  specs: { ano: 2018, diametro: 40.5, material: ['ouro', 'aco'] },
  location: { uf: 'SP', cityId: 3550308, cityName: 'São Paulo', bairro: 'Itaim Bibi' },
};

function definition(key: string, categoryId: string, extra: Partial<SpecDefinition>): SpecDefinition {
  return {
    id: `${categoryId}-${key}`,
    categoryId,
    subcategoryId: null,
    key,
    label: key,
    type: 'integer',
    unit: null,
    decimals: 0,
    min: null,
    max: null,
    required: false,
    filterable: false,
    sortable: false,
    headline: false,
    position: 0,
    groupLabel: null,
    options: [],
    ...extra,
  };
}

const definitions = [
  definition('ano', 'c', { type: 'year' }),
  definition('diametro', 'c', { type: 'number', decimals: 1, unit: 'mm' }),
  definition('material', 'c', { type: 'options', options: [{ value: 'ouro', label: 'Ouro' }, { value: 'aco', label: 'Aço' }] }),
  // Another category's key shares the column; a key of a category not exported gets none.
  definition('ano', 'barcos', { type: 'year' }),
  definition('pes', 'barcos', { type: 'number' }),
];

describe('productsCsv', () => {
  it('writes one pt-BR row per product under pt-BR headers, with location and spec columns', () => {
    const onRequest = { ...product, id: 'x', price: null, salePrice: null, priceOnRequest: true, category: undefined, subcategory: { name: 'Esportivos' }, specs: {}, location: null };
    const csv = productsCsv([product, onRequest], definitions);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(rows).toEqual([
      [
        'Nome', 'Categoria', 'Subcategoria', 'Descrição curta', 'Descrição', 'Preço (R$)', 'Preço promocional (R$)', 'Sob Consulta', 'Estoque', 'Publicado',
        'Destaque', 'UF', 'Cidade', 'Bairro', 'ano', 'diametro', 'material', 'Criado em', 'Atualizado em', 'ID',
      ],
      [
        'Rolex Daytona; ouro "18k"', 'Relógios', '', 'Cronógrafo\nautomático', '<p>Caixa e documentos</p>', '1.234.567,50', '999,90', 'Não', '1.200', 'Não',
        'Sim', 'SP', 'São Paulo', 'Itaim Bibi', '2018', '40,5', 'Ouro | Aço', '21/11/2026 23:30', '23/11/2026 12:04', product.id,
      ],
      [
        'Rolex Daytona; ouro "18k"', '', 'Esportivos', 'Cronógrafo\nautomático', '<p>Caixa e documentos</p>', '', '', 'Sim', '1.200', 'Não',
        'Sim', '', '', '', '', '', '', '21/11/2026 23:30', '23/11/2026 12:04', 'x',
      ],
    ]);
  });
});
