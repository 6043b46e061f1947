import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Product } from '@oneboss/domain';
import { productsCsv } from './productsExporter';

const product: Product = {
  id: '6f1c2f4e-4a53-4c5e-9d7b-2f0b1a9c3d10',
  name: 'Rolex Daytona; ouro "18k"',
  shortDescription: 'Cronógrafo\nautomático',
  description: '<p>…</p>',
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
};

describe('productsCsv', () => {
  it('writes one pt-BR row per product under pt-BR headers', () => {
    const csv = productsCsv([product, { ...product, id: 'x', price: null, salePrice: null, priceOnRequest: true, category: undefined, subcategory: { name: 'Esportivos' } }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(rows).toEqual([
      ['Nome', 'Categoria', 'Subcategoria', 'Descrição curta', 'Preço (R$)', 'Preço promocional (R$)', 'Sob Consulta', 'Estoque', 'Publicado', 'Destaque', 'Criado em', 'Atualizado em', 'ID'],
      ['Rolex Daytona; ouro "18k"', 'Relógios', '', 'Cronógrafo\nautomático', '1.234.567,50', '999,90', 'Não', '1.200', 'Não', 'Sim', '21/11/2026 23:30', '23/11/2026 12:04', product.id],
      ['Rolex Daytona; ouro "18k"', '', 'Esportivos', 'Cronógrafo\nautomático', '', '', 'Sim', '1.200', 'Não', 'Sim', '21/11/2026 23:30', '23/11/2026 12:04', 'x'],
    ]);
  });
});
