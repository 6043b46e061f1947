import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCategory, toIsoTimestamp, toNumber, toPartner, toProduct, toProductRow } from './mappers';
import type { ProductRow } from './rows';

describe('toNumber', () => {
  it('accepts numbers and numeric strings alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (cents) => {
        const value = cents / 100;
        expect(toNumber(value)).toBe(value);
        expect(toNumber(value.toFixed(2))).toBe(value);
      }),
    );
  });

  it('maps null, empty and garbage to null', () => {
    expect(toNumber(null)).toBeNull();
    expect(toNumber('')).toBeNull();
    expect(toNumber('abc')).toBeNull();
  });
});

describe('toIsoTimestamp', () => {
  it('reads the PostgreSQL text form and ISO 8601 as the same instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString();
        const postgres = `${iso.slice(0, 10)} ${iso.slice(11, 23)}+00`;
        expect(toIsoTimestamp(postgres)).toBe(iso);
        expect(toIsoTimestamp(iso)).toBe(iso);
      }),
    );
  });

  it('honours offsets and microseconds', () => {
    expect(toIsoTimestamp('2025-03-04 10:20:30.123456-03')).toBe('2025-03-04T13:20:30.123Z');
    expect(toIsoTimestamp('2025-03-04 10:20:30+05:30')).toBe('2025-03-04T04:50:30.000Z');
    expect(toIsoTimestamp('2025-03-04T10:20:30+00:00')).toBe('2025-03-04T10:20:30.000Z');
  });
});

const row: ProductRow = {
  id: '2b1d4c7e-0a5f-4d8e-9c3b-1f2e3d4c5b6a',
  name: 'Relógio',
  short_description: null,
  description: '<p>Bonito</p>',
  price: '12500.50',
  sale_price: null,
  category_id: 'c1',
  subcategory_id: null,
  attribute_id: null,
  featured: true,
  published: null,
  stock_quantity: '3',
  price_on_request: false,
  created_at: '2025-01-02 03:04:05+00',
  updated_at: '2025-01-02T03:04:05Z',
  product_images: [
    { id: 'b', url: 'https://x/b.jpg', sort_order: '2' },
    { id: 'a', url: 'https://x/a.jpg', sort_order: 1 },
  ],
  categories: { name: 'Relógios', value: 'relogios' },
  subcategories: { name: 'Suíços' },
};

describe('toProduct', () => {
  it('maps a row to the domain Product, in camelCase with numbers for prices', () => {
    expect(toProduct(row)).toEqual({
      id: row.id,
      name: 'Relógio',
      shortDescription: '',
      description: '<p>Bonito</p>',
      price: 12500.5,
      salePrice: null,
      categoryId: 'c1',
      subcategoryId: null,
      attributeId: null,
      subcategoryValues: {},
      featured: true,
      published: true,
      stockQuantity: 3,
      images: [
        { id: 'a', url: 'https://x/a.jpg', sortOrder: 1 },
        { id: 'b', url: 'https://x/b.jpg', sortOrder: 2 },
      ],
      createdAt: '2025-01-02T03:04:05.000Z',
      updatedAt: '2025-01-02T03:04:05.000Z',
      priceOnRequest: false,
      specs: {},
      location: null,
      category: { name: 'Relógios', value: 'relogios' },
      subcategory: { name: 'Suíços' },
    });
  });

  it('treats prices as null on request', () => {
    const product = toProduct({ ...row, price_on_request: true, sale_price: 10 });
    expect(product.price).toBeNull();
    expect(product.salePrice).toBeNull();
  });
});

describe('toProductRow', () => {
  it('writes snake_case columns and only the given ones', () => {
    expect(toProductRow({ name: ' Iate ', price: 10, categoryId: 'c', subcategoryId: '', stockQuantity: 2 })).toEqual({
      name: 'Iate',
      price: 10,
      category_id: 'c',
      subcategory_id: null,
      stock_quantity: 2,
    });
  });

  it('writes the specs and the public location, never the private address', () => {
    expect(toProductRow({ specs: { comprimento: 45.5 }, uf: 'SP', cityId: 3550308, neighbourhood: null, privateAddress: 'Rua A, 1' })).toEqual({
      specs: { comprimento: 45.5 },
      uf: 'SP',
      city_id: 3550308,
      neighbourhood: null,
    });
  });

  it('clears both prices on request', () => {
    expect(toProductRow({ priceOnRequest: true, price: 5, salePrice: 4 })).toEqual({ price_on_request: true, price: null, sale_price: null });
  });

  it('round-trips through toProduct', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.boolean(), fc.nat({ max: 1000 }), (cents, featured, stock) => {
        const written = toProductRow({ name: 'P', price: cents / 100, salePrice: null, categoryId: 'c', featured, stockQuantity: stock });
        const product = toProduct({ id: 'i', ...written, price: String(written.price) } as ProductRow);
        expect(product.price).toBe(cents / 100);
        expect(product.featured).toBe(featured);
        expect(product.stockQuantity).toBe(stock);
      }),
    );
  });
});

describe('other mappers', () => {
  it('maps the category tree', () => {
    expect(
      toCategory({ id: 'c', name: 'Barcos', value: 'embarcacoes', subcategories: [{ id: 's', category_id: 'c', name: 'Iates', type: 'iates', attributes: [{ id: 'a', subcategory_id: 's', attribute: '50 pés' }] }] }),
    ).toEqual({ id: 'c', name: 'Barcos', value: 'embarcacoes', subcategories: [{ id: 's', categoryId: 'c', name: 'Iates', type: 'iates', attributes: [{ id: 'a', subcategoryId: 's', name: '50 pés' }] }] });
  });

  it('maps partners', () => {
    expect(toPartner({ id: 'p', name: 'N', description: null, link: null, logo_url: 'l', banner_image_url: null, visible: false, order_index: '4' })).toEqual({
      id: 'p',
      name: 'N',
      description: null,
      link: null,
      logoUrl: 'l',
      bannerImageUrl: null,
      visible: false,
      orderIndex: 4,
    });
  });
});
