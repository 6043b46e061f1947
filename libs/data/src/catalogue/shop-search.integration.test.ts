import { BRAZILIAN_STATES, DEFAULT_SHOP_FILTERS, normalizeSearch, type Category, type ShopFilters, type ShopSort, type SpecDefinition } from '@oneboss/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, anonClient, seedCatalogueFixture, serviceClient, signInAsAdmin, signInAsUser, type CatalogueFixture } from '../testing';
import { getShopFacets, listCategoriesTree, listShopProducts, listSpecDefinitions } from './index';

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

/** A word of a term as a pattern over folded text: `*` is any one character, as in the shop. */
const wordPattern = (word: string) => new RegExp(word.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.'));

interface MatchRow {
  id: string;
  name: string;
  search_text: string;
  category_id: string;
  subcategory_id: string | null;
  specs: Record<string, unknown>;
  uf: string | null;
  neighbourhood: string | null;
  municipalities: { name: string } | null;
}

/** The words a listing's specs add to its search text: option labels and text values. */
function specWords(row: MatchRow, definitions: SpecDefinition[]): string[] {
  return definitions
    .filter((d) => d.categoryId === row.category_id && ['option', 'options', 'text'].includes(d.type) && row.specs[d.key] !== undefined)
    .flatMap((d) => [row.specs[d.key]].flat().map((value) => d.options.find((o) => o.value === value)?.label ?? String(value)));
}

/**
 * What the shop read before product_search: the products table under the visitors' policy, with
 * `count=exact`, now keeping the products whose text, category and subcategory names hold every
 * word of the term (folded). Relevance lists those whose name holds every word first, each part
 * in the products table's own order. The search table must give the same rows, in the same
 * order, and the same total.
 */
async function productsTableRead(db: SupabaseClient, tree: Category[], definitions: SpecDefinition[], list: ListFilters, sort: ShopSort = 'relevance', page = 1) {
  const [column, ...orders] = ORDER[sort].split(',');
  let query = db.from('products').select('id,name,search_text,category_id,subcategory_id,specs,uf,neighbourhood,municipalities(name)').eq('published', true);
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
  const { data, error } = await query;
  if (error) throw error;
  const names = new Map([...tree.map((c) => [c.id, c.name] as const), ...tree.flatMap((c) => c.subcategories ?? []).map((s) => [s.id, s.name] as const)]);
  const words = [...new Set(normalizeSearch(list.search).split(' ').filter(Boolean))].slice(0, 8).map(wordPattern);
  const holdsEvery = (text: string) => words.every((word) => word.test(text));
  const ufName = (uf: string | null) => BRAZILIAN_STATES.find((s) => s.code === uf)?.name;
  const text = (row: MatchRow) =>
    [row.search_text, names.get(row.category_id), names.get(row.subcategory_id ?? ''), ...specWords(row, definitions), row.neighbourhood, row.municipalities?.name, ufName(row.uf), row.uf]
      .map((part) => normalizeSearch(part ?? ''))
      .join(' ');
  // The city is a to-one embed through a two-column key (id, uf), which the client's types read as a list.
  const rows = (data as unknown as MatchRow[]).filter((row) => holdsEvery(text(row)));
  const ordered =
    sort === 'relevance' && words.length > 0
      ? [...rows.filter((row) => holdsEvery(normalizeSearch(row.name))), ...rows.filter((row) => !holdsEvery(normalizeSearch(row.name)))]
      : rows;
  return { ids: ordered.slice((page - 1) * 12, page * 12).map((row) => row.id), total: ordered.length };
}

describe.each(inject('backends'))('shop search through product_search on $name', (backend) => {
  const db = anonCatalogue(backend);
  let service: SupabaseClient;
  let fx: CatalogueFixture;
  let tree: Category[];
  let definitions: SpecDefinition[];

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
      getShopFacets(reader, { search: list.search, categoryId: list.categoryId ?? null, subcategoryIds: list.subcategoryIds, attributeIds: list.attributeIds }),
    ]);
    return {
      ids: items.map((card) => card.id),
      total: facets.total,
    };
  };

  beforeAll(async () => {
    service = serviceClient(backend);
    fx = await seedCatalogueFixture(backend);
    tree = await listCategoriesTree(db);
    definitions = await listSpecDefinitions(db);
  });

  it('lists and counts exactly what the products table gives, every word counting, for accented, unaccented and special-character terms', async () => {
    const terms = ['relógio', 'RELOGIO', 'relogio suico', 'automático', 'motor v12', 'iate*azul', 'lote', 'Édition', '%', '_', '\\', '50%', 'a_b', `${fx.token}`, `lote 0 ${fx.token}`];
    for (const search of terms) {
      for (const sort of ['relevance', 'price-asc', 'newest'] as const) {
        expect(await shopRead({ search }, sort), `${search} ${sort}`).toEqual(await productsTableRead(anonClient(backend), tree, definitions, { search }, sort));
      }
    }
    const secondPage = { search: fx.token, categoryId: fx.categoryB.id };
    expect(await shopRead(secondPage, 'price-desc', 2)).toEqual(await productsTableRead(anonClient(backend), tree, definitions, secondPage, 'price-desc', 2));
  });

  it('pages every sort as the products table does, with and without a search', async () => {
    const lists: ListFilters[] = [{ search: fx.token }, { search: '', categoryId: fx.categoryB.id }];
    for (const list of lists) {
      for (const sort of ['relevance', 'price-asc', 'price-desc', 'newest'] as const) {
        for (const page of [1, 2]) {
          expect(await shopRead(list, sort, page), `${list.categoryId ? 'category B' : 'search'} ${sort} page ${page}`).toEqual(await productsTableRead(anonClient(backend), tree, definitions, list, sort, page));
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
      const expected = await productsTableRead(anonClient(backend), tree, definitions, list);
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
