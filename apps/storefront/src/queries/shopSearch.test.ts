import { filtersToSearch, shopSearchSchema } from '@oneboss/domain';
import { describe, expect, it } from 'vitest';
import { validateShopSearch } from './shopSearch';

const sub = '11111111-1111-4111-8111-111111111111';

describe('validateShopSearch', () => {
  it('reads the URL exactly as libs/domain shopSearchSchema does', () => {
    const urls = [
      {},
      { search: 'relógio', page: 3, sort: 'price-asc' },
      { subcategories: `${sub},not-an-id`, attributes: '', page: '0', sort: 'cheapest' },
      { category: 'veiculos', page: 'x' },
    ];
    for (const url of urls) expect(validateShopSearch(url as never)).toEqual(shopSearchSchema.parse(url));
  });

  it('round-trips with filtersToSearch', () => {
    const filters = validateShopSearch({ search: 'rolex', subcategories: sub, page: 2, sort: 'newest' } as never);
    expect(filtersToSearch(filters)).toEqual({ search: 'rolex', subcategories: sub, page: 2, sort: 'newest' });
  });
});
