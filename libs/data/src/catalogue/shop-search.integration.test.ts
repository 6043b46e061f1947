import { DEFAULT_SHOP_FILTERS, shopTotal, type Category, type ShopFilters, type ShopSort } from '@oneboss/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, anonClient, seedCatalogueFixture, serviceClient, signInAsAdmin, signInAsUser, type CatalogueFixture } from '../testing';
import { getCatalogueFacets, listCategoriesTree, listShopProducts } from './index';
import { searchPattern } from './search-pattern';

const filters = (overrides: Partial<ShopFilters>): ShopFilters => ({ ...DEFAULT_SHOP_FILTERS, subcategoryIds: [], attributeIds: [], ...overrides });

const ORDER: Record<ShopSort, string> = {
  relevance: 'featured.desc,name.asc,id.asc',
  'price-asc': 'sort_price.asc,name.asc,id.asc',
  'price-desc': 'sort_price.desc,name.asc,id.asc',
  newest: 'created_at.desc,id.asc',
};

interface ListFilters {
  search: string;
  categoryId?: string;
  subcategoryIds?: string[];
  attributeIds?: string[];
}

/**
 * What the shop read before product_search: the products table under the visitors' policy, with
 * `count=exact`. The search table must give the same rows, in the same order, and the same total.
 */
async function productsTableRead(db: SupabaseClient, list: ListFilters, sort: ShopSort = 'relevance', page = 1) {
  const [column, ...orders] = ORDER[sort].split(',');
  let query = db.from('products').select('id', { count: 'exact' }).eq('published', true);
  const pattern = searchPattern(list.search);
  if (pattern) query = query.like('search_text', pattern);
  if (list.categoryId) query = query.eq('category_id', list.categoryId);
  if (list.subcategoryIds?.length) query = query.in('subcategory_id', list.subcategoryIds);
  if (list.attributeIds?.length) query = query.in('attribute_id', list.attributeIds);
  const [name, direction] = column.split('.');
  // Products without a price come last under both price sorts (the other sort keys are never null).
  query = query.order(name, { ascending: direction === 'asc', nullsFirst: false });
  for (const order of orders) {
    const [by, dir] = order.split('.');
    query = query.order(by, { ascending: dir === 'asc' });
  }
  const { data, count, error } = await query.range((page - 1) * 12, page * 12 - 1);
  if (error) throw error;
  return { ids: (data as { id: string }[]).map((row) => row.id), total: count ?? -1 };
}

describe.each(inject('backends'))('shop search through product_search on $name', (backend) => {
  const db = anonCatalogue(backend);
  let service: SupabaseClient;
  let fx: CatalogueFixture;
  let tree: Category[];

  const shopRead = async (list: ListFilters, sort: ShopSort = 'relevance', page = 1, reader = db) => {
    const category = list.categoryId ? tree.find((c) => c.id === list.categoryId) : undefined;
    const shopFilters = filters({
      search: list.search,
      categorySlug: category?.value,
      subcategoryIds: list.subcategoryIds ?? [],
      attributeIds: list.attributeIds ?? [],
      sort,
      page,
    });
    const [{ items }, facets] = await Promise.all([
      listShopProducts(reader, shopFilters, tree),
      getCatalogueFacets(reader, { search: list.search, categoryId: list.categoryId ?? null, subcategoryIds: list.subcategoryIds }),
    ]);
    return {
      ids: items.map((card) => card.id),
      total: shopTotal(facets, { categoryId: list.categoryId ?? null, subcategoryIds: list.subcategoryIds ?? [], attributeIds: list.attributeIds ?? [] }),
    };
  };

  beforeAll(async () => {
    service = serviceClient(backend);
    fx = await seedCatalogueFixture(backend);
    tree = await listCategoriesTree(db);
  });

  it('lists and counts exactly what the products table gives, for accented, unaccented and special-character terms', async () => {
    const terms = ['relógio', 'RELOGIO', 'relogio suico', 'automático', 'motor v12', 'iate*azul', 'lote', 'Édition', '%', '_', '\\', '50%', 'a_b', `${fx.token}`, `lote 0 ${fx.token}`];
    for (const search of terms) {
      for (const sort of ['relevance', 'price-asc', 'newest'] as const) {
        expect(await shopRead({ search }, sort), `${search} ${sort}`).toEqual(await productsTableRead(anonClient(backend), { search }, sort));
      }
    }
    const secondPage = { search: fx.token, categoryId: fx.categoryB.id };
    expect(await shopRead(secondPage, 'price-desc', 2)).toEqual(await productsTableRead(anonClient(backend), secondPage, 'price-desc', 2));
  });

  it('pages every sort as the products table does, with and without a search', async () => {
    const lists: ListFilters[] = [{ search: fx.token }, { search: '', categoryId: fx.categoryB.id }];
    for (const list of lists) {
      for (const sort of ['relevance', 'price-asc', 'price-desc', 'newest'] as const) {
        for (const page of [1, 2]) {
          expect(await shopRead(list, sort, page), `${list.categoryId ? 'category B' : 'search'} ${sort} page ${page}`).toEqual(await productsTableRead(anonClient(backend), list, sort, page));
        }
      }
    }
  });

  it('applies the category, subcategory and attribute filters to a search as the products table does', async () => {
    const combinations: ListFilters[] = [
      { search: fx.token, categoryId: fx.categoryA.id },
      { search: fx.token, categoryId: fx.categoryB.id },
      { search: fx.token, categoryId: fx.categoryA.id, subcategoryIds: [fx.subcategories.watches, fx.subcategories.boats] },
      { search: fx.token, categoryId: fx.categoryA.id, subcategoryIds: [fx.subcategories.watches], attributeIds: [fx.attributes.gold] },
      { search: fx.token, subcategoryIds: [fx.subcategories.boats] },
      { search: fx.token, attributeIds: [fx.attributes.steel] },
      { search: '', categoryId: fx.categoryB.id },
      { search: '', categoryId: fx.categoryA.id, subcategoryIds: [fx.subcategories.watches], attributeIds: [fx.attributes.gold, fx.attributes.steel] },
    ];
    for (const list of combinations) {
      const expected = await productsTableRead(anonClient(backend), list);
      expect(await shopRead(list), JSON.stringify(list)).toEqual(expected);
    }
    expect((await shopRead(combinations[1])).total).toBe(14);
  });

  it('never lists or counts an unpublished product, for visitors, users or admins', async () => {
    const user = await signInAsUser(backend);
    const admin = await signInAsAdmin(backend);
    for (const reader of [db, user.db, admin.db]) {
      expect(await shopRead({ search: `avião oculto ${fx.token}` }, 'relevance', 1, reader)).toEqual({ ids: [], total: 0 });
      const { ids, total } = await shopRead({ search: fx.token }, 'relevance', 1, reader);
      expect(ids).not.toContain(fx.products.hidden);
      expect(total).toBe(16);
    }
    const { data } = await service.from('product_search').select('product_id').eq('product_id', fx.products.hidden);
    expect(data).toEqual([]);
  });
});
