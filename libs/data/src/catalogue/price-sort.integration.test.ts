import { DEFAULT_SHOP_FILTERS, type Category, type ShopFilters } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, serviceClient, uniqueToken } from '../testing';
import { listCategoriesTree, listShopProducts } from './index';

const filters = (overrides: Partial<ShopFilters>): ShopFilters => ({ ...DEFAULT_SHOP_FILTERS, subcategoryIds: [], attributeIds: [], ...overrides });

// Names sort the unpriced ones: the server's tie-break after the price.
const PRODUCTS = [
  { key: 'dear', price: 300, sale_price: null, price_on_request: false },
  { key: 'sale', price: 500, sale_price: 100, price_on_request: false },
  { key: 'free', price: 0, sale_price: null, price_on_request: false },
  { key: 'none', price: null, sale_price: null, price_on_request: false },
  { key: 'onrequest', price: null, sale_price: null, price_on_request: true },
] as const;

const EXPECTED: Record<'price-asc' | 'price-desc', string[]> = {
  'price-asc': ['free', 'sale', 'dear', 'none', 'onrequest'],
  'price-desc': ['dear', 'sale', 'free', 'none', 'onrequest'],
};

describe.each(inject('backends'))('price sorts on $name', (backend) => {
  const db = anonCatalogue(backend);
  const token = uniqueToken();
  let category: { id: string; value: string };
  let tree: Category[];

  beforeAll(async () => {
    const service = serviceClient(backend);
    const created = await service.from('categories').insert({ name: `Preços ${token}`, value: `precos-${token}` }).select('id, value').single();
    if (created.error) throw created.error;
    category = created.data;
    const { error } = await service.from('products').insert(
      PRODUCTS.map(({ key, ...prices }) => ({ name: `Preço ${key} ${token}`, category_id: category.id, ...prices })),
    );
    if (error) throw error;
    tree = await listCategoriesTree(db);
  });

  const keysOf = (items: { name: string }[]) => items.map((item) => item.name.split(' ')[1]);

  it.each(['price-asc', 'price-desc'] as const)('%s lists every priced product first, then Sob Consulta and unpriced ones', async (sort) => {
    const page = await listShopProducts(db, filters({ categorySlug: category.value, sort }), tree);
    expect(keysOf(page.items)).toEqual(EXPECTED[sort]);
  });

  it.each(['price-asc', 'price-desc'] as const)('%s in a search gives the same order', async (sort) => {
    const page = await listShopProducts(db, filters({ search: token, sort }), tree);
    expect(keysOf(page.items)).toEqual(EXPECTED[sort]);
  });
});
