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

const JOINING_WORDS = new Set(['a', 'o', 'e', 'as', 'os', 'um', 'uma', 'de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'nas', 'nos', 'ao', 'aos', 'com', 'para', 'pra', 'por', 'pelo', 'pela']);

/** The shop's words of a term: folded, parted at anything but letters, digits and `*`, joining words left out unless only those were typed. */
function termWords(term: string): string[] {
  const typed = [...new Set(normalizeSearch(term).split(/[^a-z0-9*]+/).filter(Boolean))];
  const words = typed.filter((word) => !JOINING_WORDS.has(word));
  return (words.length > 0 ? words : typed).slice(0, 8);
}

/** A word's forms as the shop reads them (its singular, and that singular's plurals), written again here to check the SQL's. */
function wordForms(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word)) return [word];
  const long = word.length >= 5;
  const singular =
    long && /(oes|aes)$/.test(word) ? `${word.slice(0, -3)}ao`
    : long && /eis$/.test(word) ? `${word.slice(0, -3)}el`
    : long && /ais$/.test(word) ? `${word.slice(0, -3)}al`
    : long && /ois$/.test(word) ? `${word.slice(0, -3)}ol`
    : long && /uis$/.test(word) ? `${word.slice(0, -3)}ul`
    : /ns$/.test(word) ? `${word.slice(0, -2)}m`
    : long && /[rsz]es$/.test(word) ? word.slice(0, -2)
    : /[aeo]s$/.test(word) ? word.slice(0, -1)
    : word;
  const plurals =
    /ao$/.test(singular) ? [`${singular.slice(0, -2)}oes`, `${singular.slice(0, -2)}aes`]
    : /[eaou]l$/.test(singular) ? [`${singular.slice(0, -1)}is`]
    : /il$/.test(singular) && singular.length >= 5 ? [`${singular.slice(0, -2)}is`]
    : /m$/.test(singular) ? [`${singular.slice(0, -1)}ns`]
    : /[aeiou]$/.test(singular) ? [`${singular}s`]
    : [];
  return [...new Set([word, singular, ...plurals])];
}

/** Whether folded text, its words parted by single spaces, holds a word's form (or a long -o/-a form's other gender) from the start of a word; `*` is any one character. */
function holdsWord(text: string, word: string): boolean {
  const forms = wordForms(word);
  const prefixes = [...forms, ...forms.filter((form) => /^[a-z]{6,}$/.test(form) && /[ao]$/.test(form)).map((form) => form.slice(0, -1))];
  return prefixes.some((prefix) => new RegExp(` ${prefix.replace(/\*/g, '.')}`).test(text));
}

/** Folded text as the search table holds it: letters and digits between single spaces, one at each end. */
const wordsText = (text: string) => ` ${normalizeSearch(text).replace(/[^a-z0-9]+/g, ' ').trim()} `;

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

/** The words a listing's specs add to its search text: option labels, text values and the labels of the yes/no specs that hold. */
function specWords(row: MatchRow, definitions: SpecDefinition[]): string[] {
  const own = definitions.filter((d) => d.categoryId === row.category_id && row.specs[d.key] !== undefined);
  return [
    ...own
      .filter((d) => ['option', 'options', 'text'].includes(d.type))
      .flatMap((d) => [row.specs[d.key]].flat().map((value) => d.options.find((o) => o.value === value)?.label ?? String(value))),
    ...own.filter((d) => d.type === 'boolean' && row.specs[d.key] === true).map((d) => d.label),
  ];
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
  // A category's search terms are read with its name (the tree the shop reads leaves them out).
  const { data: terms, error: termsError } = await db.from('categories').select('id,search_terms');
  if (termsError) throw termsError;
  const termsOf = new Map((terms as { id: string; search_terms: string[] }[]).map((row) => [row.id, row.search_terms.join(' ')]));
  const names = new Map([
    ...tree.map((c) => [c.id, `${c.name} ${termsOf.get(c.id) ?? ''}`] as const),
    ...tree.flatMap((c) => c.subcategories ?? []).map((s) => [s.id, s.name] as const),
  ]);
  const words = termWords(list.search);
  const holdsEvery = (text: string) => words.every((word) => holdsWord(text, word));
  const ufName = (uf: string | null) => BRAZILIAN_STATES.find((s) => s.code === uf)?.name;
  const text = (row: MatchRow) =>
    wordsText(
      [row.search_text, names.get(row.category_id), names.get(row.subcategory_id ?? ''), ...specWords(row, definitions), row.neighbourhood, row.municipalities?.name, ufName(row.uf), row.uf]
        .map((part) => part ?? '')
        .join(' '),
    );
  // The city is a to-one embed through a two-column key (id, uf), which the client's types read as a list.
  const rows = (data as unknown as MatchRow[]).filter((row) => holdsEvery(text(row)));
  const ordered =
    sort === 'relevance' && words.length > 0
      ? [...rows.filter((row) => holdsEvery(` ${normalizeSearch(row.name)}`)), ...rows.filter((row) => !holdsEvery(` ${normalizeSearch(row.name)}`))]
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
    const terms = ['relógio', 'RELOGIO', 'relogios suicos', 'automático', 'motor v12', 'motores', 'iate*azul', 'lotes', 'Édition', '%', '_', '\\', '50%', 'a_b', 'de', `${fx.token}`, `lote 0 ${fx.token}`, `lote de ${fx.token}`];
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
