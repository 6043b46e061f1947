import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortablePrice } from './price-display';
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
  item('d', null, null, '2025-01-02T00:00:00Z', true),
  item('e', 0, null, '2025-01-05T00:00:00Z'),
];

describe('sortProducts', () => {
  it('keeps the server order for relevance', () => {
    expect(sortProducts(page, 'relevance').map((p) => p.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorts by the selling price, products without one last in both directions', () => {
    expect(sortProducts(page, 'price-asc').map((p) => p.id)).toEqual(['e', 'b', 'a', 'c', 'd']);
    expect(sortProducts(page, 'price-desc').map((p) => p.id)).toEqual(['a', 'b', 'e', 'c', 'd']);
  });

  it('never sorts a NaN or infinite price among the priced ones', () => {
    const odd = [item('nan', Number.NaN, null, ''), item('cheap', 1, null, ''), item('inf', Number.POSITIVE_INFINITY, null, ''), item('dear', 9, null, '')];
    expect(sortProducts(odd, 'price-asc').map((p) => p.id)).toEqual(['cheap', 'dear', 'nan', 'inf']);
    expect(sortProducts(odd, 'price-desc').map((p) => p.id)).toEqual(['dear', 'cheap', 'nan', 'inf']);
  });

  it('puts the newest first', () => {
    expect(sortProducts(page, 'newest').map((p) => p.id)).toEqual(['e', 'c', 'a', 'd', 'b']);
  });

  it('returns a permutation with every priced product first, in order, either way', () => {
    const price = fc.oneof(fc.constant(null), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY), fc.integer({ min: 0, max: 10_000 }));
    const product = fc.record({
      id: fc.uuid(),
      price,
      salePrice: price,
      createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      priceOnRequest: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(product, { maxLength: 12 }), fc.constantFrom(1, -1), (products, direction) => {
        const before = [...products];
        const sorted = sortProducts(products, direction === 1 ? 'price-asc' : 'price-desc');
        expect(products).toEqual(before);
        expect([...sorted].sort((x, y) => x.id.localeCompare(y.id))).toEqual([...products].sort((x, y) => x.id.localeCompare(y.id)));
        const prices = sorted.map(sortablePrice);
        const firstUnpriced = prices.indexOf(null);
        const priced = firstUnpriced === -1 ? prices : prices.slice(0, firstUnpriced);
        if (firstUnpriced !== -1) expect(prices.slice(firstUnpriced).every((p) => p === null)).toBe(true);
        priced.slice(1).forEach((p, i) => expect(direction * ((p as number) - (priced[i] as number))).toBeGreaterThanOrEqual(0));
      }),
    );
  });
});
