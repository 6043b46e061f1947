import { parseShopSearch } from '@oneboss/domain';
import { describe, expect, it } from 'vitest';
import { shopFilters, validateShopSearch } from './shop-search';

const sub = '11111111-1111-4111-8111-111111111111';

describe('validateShopSearch', () => {
  it('keeps only what differs from the defaults, so the URL stays clean', () => {
    expect(validateShopSearch({})).toEqual({});
    expect(validateShopSearch({ page: 1, sort: 'relevance', subcategories: '' })).toEqual({});
    expect(validateShopSearch({ search: ' relógio ', page: 3, sort: 'price-asc', category: 'veiculos' })).toEqual({
      search: 'relógio',
      page: 3,
      sort: 'price-asc',
      category: 'veiculos',
    });
  });

  it('drops values that are not valid', () => {
    expect(validateShopSearch({ subcategories: `${sub},not-an-id`, page: '0', sort: 'cheapest' })).toEqual({ subcategories: sub });
  });

  it('reads the same filters from the URL it keeps as from the URL it was given', () => {
    const urls = [{}, { search: 'rolex', page: 2, sort: 'newest', subcategories: sub }, { category: 'imoveis', page: 'x' }];
    for (const url of urls) expect(shopFilters(validateShopSearch(url))).toEqual(parseShopSearch(url));
  });

  it('lets the path category win over the query', () => {
    expect(shopFilters({ category: 'imoveis' }, 'veiculos').categorySlug).toBe('veiculos');
    expect(shopFilters({ category: 'imoveis' }).categorySlug).toBe('imoveis');
  });
});
