import { describe, expect, it } from 'vitest';
import { shopTotal } from './shop-total';

const facets = {
  categories: [
    { id: 'cars', count: 7 },
    { id: 'watches', count: 5 },
  ],
  subcategories: [
    { id: 'swiss', count: 3 },
    { id: 'german', count: 2 },
  ],
  attributes: [
    { id: 'gold', count: 2 },
    { id: 'steel', count: 1 },
  ],
};

describe('shopTotal', () => {
  it('adds every category without a filter', () => {
    expect(shopTotal(facets, { categoryId: null, subcategoryIds: [], attributeIds: [] })).toBe(12);
  });

  it('takes the chosen category, or 0 when it has no match', () => {
    expect(shopTotal(facets, { categoryId: 'watches', subcategoryIds: [], attributeIds: [] })).toBe(5);
    expect(shopTotal(facets, { categoryId: 'boats', subcategoryIds: [], attributeIds: [] })).toBe(0);
  });

  it('adds the chosen subcategories, once each', () => {
    expect(shopTotal(facets, { categoryId: 'watches', subcategoryIds: ['swiss', 'german', 'swiss'], attributeIds: [] })).toBe(5);
    expect(shopTotal(facets, { categoryId: null, subcategoryIds: ['german'], attributeIds: [] })).toBe(2);
  });

  it('adds the chosen attributes, ignoring those without a count', () => {
    expect(shopTotal(facets, { categoryId: 'watches', subcategoryIds: ['swiss'], attributeIds: ['gold', 'steel'] })).toBe(3);
    expect(shopTotal(facets, { categoryId: null, subcategoryIds: [], attributeIds: ['bronze'] })).toBe(0);
  });

  it('is 0 with empty facets', () => {
    expect(shopTotal({ categories: [], subcategories: [], attributes: [] }, { categoryId: null, subcategoryIds: [], attributeIds: [] })).toBe(0);
  });
});
