import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@oneboss/data/catalogue';
import { jsonLd, tag } from './head-testing';
import { productHead } from './product-head';

const SITE = 'https://loja.example';

function product(parts: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: '5f0c6a1e-2b7d-4c1a-9a53-0d1f7e6b8a42',
    name: 'Iate Azimut 80',
    shortDescription: 'Iate de 80 pés, quatro suítes.',
    description: '<p>Iate de 80 pés com <strong>quatro suítes</strong>.</p>',
    price: 12_500_000,
    salePrice: null,
    categoryId: 'c1',
    subcategoryId: null,
    attributeId: null,
    subcategoryValues: {},
    featured: false,
    published: true,
    stockQuantity: 1,
    images: [
      { id: 'i1', url: 'https://cdn.example/first.jpg', sortOrder: 0 },
      { id: 'i2', url: 'https://cdn.example/second.jpg', sortOrder: 1 },
    ],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-02-01T00:00:00Z',
    priceOnRequest: false,
    category: { name: 'Embarcações', value: 'embarcacoes' },
    attributeName: null,
    ...parts,
  };
}

describe('productHead', () => {
  it('names the product, its price and its page, with the share picture and the price tags', () => {
    const head = productHead(product(), SITE);
    const url = `${SITE}/produto/5f0c6a1e-2b7d-4c1a-9a53-0d1f7e6b8a42`;
    expect(head.meta).toContainEqual({ title: 'Iate Azimut 80 | OneBoss' });
    expect(tag(head, 'description')).toMatch(/^R\$\s12\.500\.000,00\. Iate de 80 pés, quatro suítes\.$/);
    expect(head.links).toEqual([{ rel: 'canonical', href: url }]);
    expect(tag(head, 'og:url')).toBe(url);
    expect(tag(head, 'og:type')).toBe('product');
    expect(tag(head, 'og:image')).toBe(`${SITE}/og/produto/5f0c6a1e-2b7d-4c1a-9a53-0d1f7e6b8a42.jpg`);
    expect(tag(head, 'twitter:card')).toBe('summary_large_image');
    expect(tag(head, 'product:price:amount')).toBe('12500000.00');
    expect(tag(head, 'product:price:currency')).toBe('BRL');
  });

  it('prices the offer at the sale price when there is one', () => {
    const head = productHead(product({ salePrice: 11_000_000 }), SITE);
    expect(tag(head, 'product:price:amount')).toBe('11000000.00');
    expect((jsonLd(head, 'Product').offers as Record<string, unknown>).price).toBe('11000000.00');
  });

  it("says 'Sob Consulta' and states no price anywhere for a product priced on request", () => {
    for (const parts of [{ priceOnRequest: true }, { price: null }]) {
      const head = productHead(product(parts), SITE);
      expect(tag(head, 'description')).toBe('Sob Consulta. Iate de 80 pés, quatro suítes.');
      expect(tag(head, 'product:price:amount')).toBeUndefined();
      expect(tag(head, 'product:price:currency')).toBeUndefined();
      const offer = jsonLd(head, 'Product').offers as Record<string, unknown>;
      expect(offer).not.toHaveProperty('price');
      expect(offer.priceCurrency).toBe('BRL');
    }
  });

  it('lists every picture in the Product data and the crumbs down to the product', () => {
    const head = productHead(product(), SITE);
    const data = jsonLd(head, 'Product');
    expect(data.image).toEqual(['https://cdn.example/first.jpg', 'https://cdn.example/second.jpg']);
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/InStock');
    const crumbs = (jsonLd(head, 'BreadcrumbList').itemListElement as { name: string; item: string; position: number }[]).map(({ name, item, position }) => [position, name, item]);
    expect(crumbs).toEqual([
      [1, 'Início', `${SITE}/`],
      [2, 'Loja', `${SITE}/loja`],
      [3, 'Embarcações', `${SITE}/loja/embarcacoes`],
      [4, 'Iate Azimut 80', `${SITE}/produto/5f0c6a1e-2b7d-4c1a-9a53-0d1f7e6b8a42`],
    ]);
  });

  it('falls back to a small card without a picture and to the description or name without a summary', () => {
    const head = productHead(product({ images: [], shortDescription: '', description: '' }), SITE);
    expect(tag(head, 'og:image')).toBeUndefined();
    expect(tag(head, 'twitter:card')).toBe('summary');
    expect(tag(head, 'description')).toMatch(/\. Iate Azimut 80$/);
    expect((jsonLd(head, 'Product').offers as Record<string, unknown>).availability).toBe('https://schema.org/InStock');
    expect((jsonLd(productHead(product({ stockQuantity: 0 }), SITE), 'Product').offers as Record<string, unknown>).availability).not.toBe(
      'https://schema.org/InStock',
    );
  });
});
