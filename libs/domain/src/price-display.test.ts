import { describe, expect, it } from 'vitest';
import type { Product } from './entities';
import {
  effectivePrice,
  FALLBACK_PRODUCT_IMAGE,
  priceDisplay,
  productBadges,
  stockLabel,
  toProductCard,
} from './price-display';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60',
    name: 'Relógio Clássico',
    shortDescription: 'Ouro 18k',
    description: '<p>Descrição <strong>completa</strong></p>',
    price: 1000,
    salePrice: null,
    categoryId: null,
    subcategoryId: null,
    attributeId: null,
    subcategoryValues: {},
    featured: false,
    published: true,
    stockQuantity: 1,
    images: [],
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    priceOnRequest: false,
    specs: {},
    location: null,
    ...overrides,
  };
}

describe('priceDisplay', () => {
  it('shows Sob Consulta on request, whatever the prices', () => {
    expect(priceDisplay(product({ priceOnRequest: true, price: 10, salePrice: 5 }))).toEqual({
      kind: 'on-request',
      label: 'Sob Consulta',
    });
  });

  it('strikes the price through when the sale price is lower', () => {
    expect(priceDisplay(product({ price: 1000, salePrice: 800 }))).toEqual({ kind: 'sale', price: 1000, salePrice: 800 });
  });

  it('shows the price when there is no sale price', () => {
    expect(priceDisplay(product({ price: 1000 }))).toEqual({ kind: 'regular', price: 1000 });
  });

  it('shows the selling price when the sale price is not below the price', () => {
    expect(priceDisplay(product({ price: 1000, salePrice: 1000 }))).toEqual({ kind: 'regular', price: 1000 });
    expect(priceDisplay(product({ price: null, salePrice: 700 }))).toEqual({ kind: 'regular', price: 700 });
  });

  it('reads Preço não disponível without any price', () => {
    expect(priceDisplay(product({ price: null, salePrice: null }))).toEqual({
      kind: 'unavailable',
      label: 'Preço não disponível',
    });
  });
});

describe('effectivePrice', () => {
  it('uses the sale price first and counts a missing price as 0', () => {
    expect(effectivePrice(product({ price: 10, salePrice: 8 }))).toBe(8);
    expect(effectivePrice(product({ price: 10 }))).toBe(10);
    expect(effectivePrice(product({ price: null }))).toBe(0);
    expect(effectivePrice(product({ price: 10, priceOnRequest: true }))).toBe(0);
  });
});

describe('productBadges', () => {
  it('lists Destaque, Promoção and the stock label in that order', () => {
    expect(productBadges(product({ featured: true, price: 10, salePrice: 5 })).map((b) => b.label)).toEqual([
      'Destaque',
      'Promoção',
      'Em Estoque',
    ]);
  });

  it('gives no Promoção on request or when the sale price is not lower', () => {
    expect(productBadges(product({ priceOnRequest: true, price: 10, salePrice: 5 })).map((b) => b.kind)).toEqual([
      'in-stock',
    ]);
    expect(productBadges(product({ price: 10, salePrice: 12 })).map((b) => b.kind)).toEqual(['in-stock']);
  });

  it('says Sob encomenda without stock', () => {
    expect(productBadges(product({ stockQuantity: 0 }))).toEqual([{ kind: 'made-to-order', label: 'Sob encomenda' }]);
    expect(stockLabel(0)).toBe('Sob encomenda');
    expect(stockLabel(3)).toBe('Em Estoque');
  });
});

describe('toProductCard', () => {
  it('builds the card view model with the first image by sort order', () => {
    const card = toProductCard(
      product({
        price: 1000,
        salePrice: 900,
        featured: true,
        categoryId: 'c0000000-0000-4000-8000-000000000001',
        specs: { ano: 2021 },
        location: { uf: 'SP', cityId: 3550308, cityName: 'São Paulo', bairro: null },
        category: { name: 'Relógios', value: 'relogios' },
        subcategory: { name: 'Pulso' },
        images: [
          { id: 'b', url: 'https://cdn/b.jpg', sortOrder: 2 },
          { id: 'a', url: 'https://cdn/a.jpg', sortOrder: 1 },
        ],
      }),
    );
    expect(card).toEqual({
      id: '6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60',
      name: 'Relógio Clássico',
      price: 1000,
      salePrice: 900,
      categoryName: 'Relógios',
      subcategoryName: 'Pulso',
      imageUrl: 'https://cdn/a.jpg',
      featured: true,
      description: 'Ouro 18k',
      priceOnRequest: false,
      categoryId: 'c0000000-0000-4000-8000-000000000001',
      specs: { ano: 2021 },
      location: { uf: 'SP', cityId: 3550308, cityName: 'São Paulo', bairro: null },
    });
  });

  it('falls back to the plain description, the placeholder image and null prices on request', () => {
    const card = toProductCard(product({ shortDescription: '  ', priceOnRequest: true, price: 5, salePrice: 4 }));
    expect(card.description).toBe('Descrição completa');
    expect(card.imageUrl).toBe(FALLBACK_PRODUCT_IMAGE);
    expect(card.price).toBeNull();
    expect(card.salePrice).toBeNull();
    expect(card.categoryName).toBeNull();
  });

  it('uses a placeholder that is an inline SVG image', () => {
    expect(FALLBACK_PRODUCT_IMAGE.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(FALLBACK_PRODUCT_IMAGE.split(',')[1])).toMatch(/^<svg [^>]*>.*<\/svg>$/);
  });
});
