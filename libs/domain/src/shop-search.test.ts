import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_MAX_PAGE, SHOP_PAGE_SIZE, SHOP_SEARCH_MAX_LENGTH } from './constants';
import { SORT_VALUES, type ShopFilters } from './shop-filters';
import { isPrintableLine } from './printable-text';
import { filtersToSearch, parseShopSearch, readSearchTerm, withPathCategory } from './shop-search';

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';

describe('parseShopSearch', () => {
  it('reads every parameter of the shop URL', () => {
    expect(
      parseShopSearch({
        search: ' casa de praia ',
        category: 'imoveis',
        subcategories: `${ID_1},${ID_2}`,
        attributes: ID_2,
        page: '3',
        sort: 'price-desc',
      }),
    ).toEqual({
      search: 'casa de praia',
      categorySlug: 'imoveis',
      subcategoryIds: [ID_1, ID_2],
      attributeIds: [ID_2],
      page: 3,
      sort: 'price-desc',
    });
  });

  it('falls back to defaults for bad values and never throws', () => {
    expect(
      parseShopSearch({ page: -2, sort: 'cheapest', subcategories: `x,${ID_1},,${ID_1}`, attributes: 42, search: '  ' }),
    ).toEqual({ subcategoryIds: [ID_1], attributeIds: [], page: 1, sort: 'relevance' });
    for (const raw of [undefined, null, 'page=2', 7, [], { page: 1.5 }, { page: '2x' }, { page: '0' }, { page: Number.NaN }]) {
      expect(parseShopSearch(raw)).toEqual({ subcategoryIds: [], attributeIds: [], page: 1, sort: 'relevance' });
    }
  });

  it(`reads a page past ${SHOP_MAX_PAGE}, however large, as ${SHOP_MAX_PAGE}: past the last of any catalogue, its offset still a database integer`, () => {
    for (const page of ['2147483648', '99999999999999999999', 2147483648, Number.MAX_VALUE, SHOP_MAX_PAGE + 1]) {
      expect(parseShopSearch({ page }).page, String(page)).toBe(SHOP_MAX_PAGE);
    }
    expect((SHOP_MAX_PAGE - 1) * SHOP_PAGE_SIZE).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('reads control characters in a search as spaces, so a NUL never reaches the database', () => {
    expect(parseShopSearch({ search: 'rolex\u0000daytona' }).search).toBe('rolex daytona');
    expect(parseShopSearch({ search: 'lancha\u001b[2J\u007f' }).search).toBe('lancha [2J');
    expect(parseShopSearch({ search: '\u0000\u0085\t' }).search).toBeUndefined();
    expect(readSearchTerm('a\u0000b')).toBe('a b');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (term) => {
        const search = readSearchTerm(term);
        if (search !== undefined) expect(isPrintableLine(search)).toBe(true);
      }),
    );
  });

  it(`keeps the first ${SHOP_SEARCH_MAX_LENGTH} characters of a search, never half of one`, () => {
    expect(parseShopSearch({ search: 'ferrari'.repeat(2000) }).search).toBe('ferrari'.repeat(15).slice(0, SHOP_SEARCH_MAX_LENGTH));
    expect(parseShopSearch({ search: `${'a'.repeat(SHOP_SEARCH_MAX_LENGTH - 1)} b` }).search).toBe('a'.repeat(SHOP_SEARCH_MAX_LENGTH - 1));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (term) => {
        const search = parseShopSearch({ search: term }).search ?? '';
        expect(Array.from(search).length).toBeLessThanOrEqual(SHOP_SEARCH_MAX_LENGTH);
        expect(term.trim().startsWith(search)).toBe(true);
        // encodeURIComponent throws on half of a surrogate pair.
        expect(() => encodeURIComponent(search)).not.toThrow();
      }),
    );
  });

  it('accepts the JSON values a router may hand over', () => {
    expect(parseShopSearch({ search: 2024, page: 4, subcategories: [ID_1, 'bad'] })).toMatchObject({
      search: '2024',
      page: 4,
      subcategoryIds: [ID_1],
    });
  });
});

describe('filtersToSearch', () => {
  it('keeps only what differs from the defaults', () => {
    expect(filtersToSearch({ subcategoryIds: [], attributeIds: [], page: 1, sort: 'relevance' })).toEqual({});
    expect(
      filtersToSearch({ categorySlug: 'relogios', search: 'ouro', subcategoryIds: [ID_1, ID_2], attributeIds: [], page: 2, sort: 'newest' }),
    ).toEqual({ search: 'ouro', subcategories: `${ID_1},${ID_2}`, page: 2, sort: 'newest' });
  });

  it('puts the category in the query only when it is not in the path', () => {
    const filters: ShopFilters = { categorySlug: 'relogios', subcategoryIds: [], attributeIds: [], page: 1, sort: 'relevance' };
    expect(filtersToSearch(filters, { categoryInPath: false })).toEqual({ category: 'relogios' });
  });

  it('lets the path category win', () => {
    const filters = parseShopSearch({ category: 'imoveis' });
    expect(withPathCategory(filters, 'relogios').categorySlug).toBe('relogios');
    expect(withPathCategory(filters, undefined).categorySlug).toBe('imoveis');
  });
});

const validFilters: fc.Arbitrary<ShopFilters> = fc
  .record(
    {
      categorySlug: fc.oneof(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), fc.uuid({ version: 4 })),
      search: fc.string({ minLength: 1 }).map((s) => s.trim()).filter((s) => s !== ''),
      subcategoryIds: fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 5 }),
      attributeIds: fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 5 }),
      page: fc.integer({ min: 1, max: 100_000 }),
      sort: fc.constantFrom(...SORT_VALUES),
    },
    { requiredKeys: ['subcategoryIds', 'attributeIds', 'page', 'sort'], noNullPrototype: true },
  );

describe('URL round trip', () => {
  it('parse(filtersToSearch(f)) equals f with the category in the query', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        expect(parseShopSearch(filtersToSearch(filters, { categoryInPath: false }))).toStrictEqual(filters);
      }),
    );
  });

  it('and with the category in the path', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        const parsed = withPathCategory(parseShopSearch(filtersToSearch(filters)), filters.categorySlug);
        expect(parsed).toStrictEqual(filters);
      }),
    );
  });

  it('survives a trip through URLSearchParams', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        const query = new URLSearchParams(
          Object.entries(filtersToSearch(filters, { categoryInPath: false })).map(([k, v]) => [k, String(v)]),
        ).toString();
        const raw = Object.fromEntries(new URLSearchParams(query));
        expect(parseShopSearch(raw)).toStrictEqual(filters);
      }),
    );
  });
});
