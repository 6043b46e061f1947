import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePrice } from './price-display';
import { sortProducts } from './product-sort';

const item = (id: string, price: number | null, salePrice: number | null, createdAt: string, priceOnRequest = false) => ({
  id,
  price,
  salePrice,
  createdAt,
  priceOnRequest,
});

const page = [
  item('a', 300, null, '2025-01-03T00:00:00Z'),
  item('b', 500, 100, '2025-01-01T00:00:00Z'),
  item('c', null, null, '2025-01-04T00:00:00Z'),
  item('d', 900, null, '2025-01-02T00:00:00Z', true),
];

describe('sortProducts', () => {
  it('keeps the server order for relevance', () => {
    expect(sortProducts(page, 'relevance').map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by the selling price, a missing one counting as 0', () => {
    expect(sortProducts(page, 'price-asc').map((p) => p.id)).toEqual(['c', 'd', 'b', 'a']);
    expect(sortProducts(page, 'price-desc').map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts the newest first', () => {
    expect(sortProducts(page, 'newest').map((p) => p.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('returns a sorted permutation without touching the input', () => {
    const product = fc.record({
      id: fc.uuid(),
      price: fc.option(fc.integer({ min: 0, max: 10_000 })),
      salePrice: fc.option(fc.integer({ min: 0, max: 10_000 })),
      createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      priceOnRequest: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(product, { maxLength: 12 }), (products) => {
        const before = [...products];
        const sorted = sortProducts(products, 'price-asc');
        expect(products).toEqual(before);
        expect([...sorted].sort((x, y) => x.id.localeCompare(y.id))).toEqual([...products].sort((x, y) => x.id.localeCompare(y.id)));
        sorted.slice(1).forEach((p, i) => expect(effectivePrice(sorted[i])).toBeLessThanOrEqual(effectivePrice(p)));
      }),
    );
  });
});
