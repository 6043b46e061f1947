import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@oneboss/data/catalogue';
import type { SpecDefinition } from '@oneboss/domain';
import { jsonLd, tag } from './head-testing';
import { productHead } from './product-head';

const SITE = 'https://loja.example';
const BACKEND = 'https://abcdefgh.supabase.co';
const picture = (file: string) => `${BACKEND}/storage/v1/object/public/products/5f0c6a1e-2b7d-4c1a-9a53-0d1f7e6b8a42/${file}`;

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
      { id: 'i1', url: picture('first.jpg'), sortOrder: 0 },
      { id: 'i2', url: picture('second.jpg'), sortOrder: 1 },
    ],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-02-01T00:00:00Z',
    priceOnRequest: false,
    category: { name: 'Embarcações', value: 'embarcacoes' },
    attributeName: null,
    specs: {},
    location: null,
    ...parts,
  };
}

describe('productHead', () => {
  it('names the product, its price and its page, with the share picture and the price tags', () => {
    const head = productHead(product(), [], SITE, BACKEND);
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
    const head = productHead(product({ salePrice: 11_000_000 }), [], SITE, BACKEND);
    expect(tag(head, 'product:price:amount')).toBe('11000000.00');
    expect((jsonLd(head, 'Product').offers as Record<string, unknown>).price).toBe('11000000.00');
  });

  it("says 'Sob Consulta' and states no price anywhere for a product priced on request", () => {
    for (const parts of [{ priceOnRequest: true }, { price: null }]) {
      const head = productHead(product(parts), [], SITE, BACKEND);
      expect(tag(head, 'description')).toBe('Sob Consulta. Iate de 80 pés, quatro suítes.');
      expect(tag(head, 'product:price:amount')).toBeUndefined();
      expect(tag(head, 'product:price:currency')).toBeUndefined();
      const offer = jsonLd(head, 'Product').offers as Record<string, unknown>;
      expect(offer).not.toHaveProperty('price');
      expect(offer.priceCurrency).toBe('BRL');
    }
  });

  it('lists every picture in the Product data and the crumbs down to the product', () => {
    const head = productHead(product(), [], SITE, BACKEND);
    const data = jsonLd(head, 'Product');
    expect(data.image).toEqual([picture('first.jpg'), picture('second.jpg')]);
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/InStock');
    const crumbs = (jsonLd(head, 'BreadcrumbList').itemListElement as { name: string; item: string; position: number }[]).map(({ name, item, position }) => [position, name, item]);
    expect(crumbs).toEqual([
      [1, 'Início', `${SITE}/`],
      [2, 'Loja', `${SITE}/loja`],
      [3, 'Embarcações', `${SITE}/loja/embarcacoes`],
      [4, 'Iate Azimut 80', `${SITE}/produto/5f0c6a1e-2b7d-4c1a-9a53-0d1f7e6b8a42`],
    ]);
  });

  it("leaves out of the Product data a picture stored on another host, though shaped like the bucket's path", () => {
    const elsewhere = 'https://elsewhere.example/storage/v1/object/public/products/5f0c6a1e-2b7d-4c1a-9a53-0d1f7e6b8a42/x.jpg';
    const images = [{ id: 'i0', url: elsewhere, sortOrder: 0 }, ...product().images];
    expect(jsonLd(productHead(product({ images }), [], SITE, BACKEND), 'Product').image).toEqual([picture('first.jpg'), picture('second.jpg')]);
    expect(jsonLd(productHead(product({ images }), [], SITE, `${BACKEND}/`), 'Product').image).toEqual([picture('first.jpg'), picture('second.jpg')]);
  });

  it('falls back to a small card without a picture and to the description or name without a summary', () => {
    const head = productHead(product({ images: [], shortDescription: '', description: '' }), [], SITE, BACKEND);
    expect(tag(head, 'og:image')).toBeUndefined();
    expect(tag(head, 'twitter:card')).toBe('summary');
    expect(tag(head, 'description')).toMatch(/\. Iate Azimut 80$/);
    expect((jsonLd(head, 'Product').offers as Record<string, unknown>).availability).toBe('https://schema.org/InStock');
    expect((jsonLd(productHead(product({ stockQuantity: 0 }), [], SITE, BACKEND), 'Product').offers as Record<string, unknown>).availability).not.toBe(
      'https://schema.org/InStock',
    );
  });

  describe('with specs and a location', () => {
    const definitions: SpecDefinition[] = [
      ['comprimento', 'Comprimento', 'number', 'ft', true],
      ['ano', 'Ano', 'year', null, true],
      ['cabines', 'Cabines', 'integer', null, false],
      ['capacidade', 'Capacidade', 'integer', 'people', true],
    ].map(([key, label, type, unit, headline], position) => ({
      id: `00000000-0000-4000-8000-00000000000${position}`,
      categoryId: 'c1',
      subcategoryId: null,
      key: key as string,
      label: label as string,
      type: type as SpecDefinition['type'],
      unit: unit as SpecDefinition['unit'],
      decimals: 0,
      min: null,
      max: null,
      required: false,
      filterable: true,
      sortable: false,
      headline: headline as boolean,
      position,
      groupLabel: null,
      options: [],
    }));
    const located = product({
      specs: { comprimento: 80, ano: 2022, cabines: 4, capacidade: 12 },
      location: { uf: 'SC', cityId: 4202008, cityName: 'Balneário Camboriú', bairro: 'Barra Sul' },
    });

    it('leads the description with the price, the headline specs and the city', () => {
      expect(tag(productHead(located, definitions, SITE, BACKEND), 'description')?.replaceAll('\u00a0', ' ')).toBe(
        'R$ 12.500.000,00. Comprimento: 80 pés (24,4 m) · Ano: 2022 · Capacidade: 12 pessoas · Balneário Camboriú - SC. Iate de 80 pés, quatro suítes.',
      );
    });

    it("states the specs with their unit codes and the offer's place", () => {
      const data = jsonLd(productHead(located, definitions, SITE, BACKEND), 'Product');
      expect(data.additionalProperty).toEqual([
        { '@type': 'PropertyValue', name: 'Comprimento', value: 80, unitCode: 'FOT' },
        { '@type': 'PropertyValue', name: 'Ano', value: 2022 },
        { '@type': 'PropertyValue', name: 'Cabines', value: 4 },
        { '@type': 'PropertyValue', name: 'Capacidade', value: 12, unitCode: 'IE' },
      ]);
      expect((data.offers as Record<string, unknown>).availableAtOrFrom).toEqual({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Balneário Camboriú', addressRegion: 'SC', addressCountry: 'BR' },
      });
    });

    it('types a car listing as a Car, keeping its offer', () => {
      const car = productHead(product({ category: { name: 'Automóveis', value: 'veiculos' }, specs: { ano: 2021 } }), definitions, SITE, BACKEND);
      const data = jsonLd(car, 'Car');
      expect(data.vehicleModelDate).toBe('2021');
      expect((data.offers as Record<string, unknown>).price).toBe('12500000.00');
    });
  });
});
