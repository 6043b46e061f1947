import type { ShopRpcFilters } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonCatalogue, serviceClient, uniqueToken } from '../testing';
import { listCategoriesTree } from './categories-tree';
import { getShopFacets } from './facets';
import { listShopProducts } from './shop-products';

/** A small deterministic generator, so a failing combination can be run again from its seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES: Array<[number, string]> = [[3550308, 'SP'], [3548500, 'SP'], [4205407, 'SC'], [3304557, 'RJ']];
const MOTORS = ['diesel', 'gasolina', 'eletrica'];
const EXTRAS = ['ar', 'radar', 'gerador'];

interface Row {
  id: string;
  price: number | null;
  sale_price: number | null;
  subcategory_id: string | null;
  attribute_id: string | null;
  uf: string;
  city_id: number;
  published: boolean;
  specs: { comprimento?: number; ano?: number; motor?: string; extras?: string[]; blindado?: boolean };
}

type Check = (row: Row) => boolean;
/** What a listing sells for: PostgREST may write a numeric as text. */
const priceOf = (r: Row) => (r.sale_price ?? r.price) === null ? null : Number(r.sale_price ?? r.price);
const hasSide = (range: { min?: number; max?: number }) => range.min !== undefined || range.max !== undefined;
const inRange = (value: number | null | undefined, range: { min?: number; max?: number }) =>
  value !== null && value !== undefined && (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);

/**
 * Every count `shop_facets` gives, taken again from the products table itself for random
 * combinations of filters: each facet under all the other filters, the total under all of them.
 */
describe.each(inject('backends'))('shop facets on $name', (backend) => {
  const service = serviceClient(backend);
  const db = anonCatalogue(backend);
  let categoryId = '';
  let categorySlug = '';
  let subcategories: string[] = [];
  let attributes: string[] = [];
  let rows: Row[] = [];
  // Another category whose listings hold the same words: counted towards their own category only.
  let otherCategoryId = '';
  let otherSubcategories: string[] = [];
  let otherRows: Row[] = [];

  beforeAll(async () => {
    const token = uniqueToken();
    const insert = async <T>(table: string, values: Record<string, unknown>[]): Promise<T[]> => {
      const { data, error } = await service.from(table).insert(values).select('*');
      if (error) throw new Error(`${table}: ${error.code} ${error.message} ${error.details ?? ''}`);
      return data as T[];
    };
    categorySlug = `barcos-${token}`;
    [{ id: categoryId }] = await insert<{ id: string }>('categories', [{ name: `Barcos ${token}`, value: categorySlug }]);
    subcategories = (await insert<{ id: string }>('subcategories', [
      { category_id: categoryId, name: 'Lanchas', type: `lanchas-${token}` },
      { category_id: categoryId, name: 'Veleiros', type: `veleiros-${token}` },
    ])).map((s) => s.id);
    attributes = (await insert<{ id: string }>('attributes', [{ subcategory_id: subcategories[0], attribute: 'Cabinada' }])).map((a) => a.id);
    const definitions = await insert<{ id: string; key: string }>('spec_definitions', [
      ['comprimento', 'Comprimento', 'number', 'ft', 1, true],
      ['ano', 'Ano', 'year', null, 0, true],
      ['motor', 'Motorização', 'option', null, 0, false],
      ['extras', 'Extras', 'options', null, 0, false],
      ['blindado', 'Blindado', 'boolean', null, 0, false],
    ].map(([key, label, type, unit, decimals, sortable], position) => ({ category_id: categoryId, key, label, type, unit, decimals, filterable: true, sortable, position })));
    const definitionId = (key: string) => definitions.find((d) => d.key === key)?.id;
    await insert('spec_options', [
      ...MOTORS.map((value, position) => ({ definition_id: definitionId('motor'), value, label: value, position })),
      ...EXTRAS.map((value, position) => ({ definition_id: definitionId('extras'), value, label: value, position })),
    ]);

    const random = generator(31);
    const some = <T>(value: T, chance = 0.8) => (random() < chance ? value : undefined);
    const products = Array.from({ length: 48 }, (_, i) => {
      const [cityId, uf] = CITIES[Math.floor(random() * CITIES.length)];
      const subcategory = some(subcategories[Math.floor(random() * 2)]) ?? null;
      const onRequest = random() < 0.1;
      const price = onRequest ? null : 1000 * (1 + Math.floor(random() * 100));
      const specs = JSON.parse(
        JSON.stringify({
          comprimento: some(Math.round(200 + random() * 800) / 10),
          ano: some(2000 + Math.floor(random() * 25)),
          motor: some(MOTORS[Math.floor(random() * MOTORS.length)]),
          extras: some(EXTRAS.filter(() => random() < 0.5), 0.7),
          blindado: some(random() < 0.5, 0.6),
        }),
      ) as Row['specs'];
      if (specs.extras?.length === 0) delete specs.extras;
      return {
        name: `Barco ${i} ${token}`,
        category_id: categoryId,
        subcategory_id: subcategory,
        attribute_id: subcategory === subcategories[0] && random() < 0.5 ? attributes[0] : null,
        price,
        sale_price: price !== null && random() < 0.2 ? price - 500 : null,
        price_on_request: onRequest,
        published: random() < 0.85,
        uf,
        city_id: cityId,
        specs,
      };
    });
    rows = await insert<Row>('products', products);

    [{ id: otherCategoryId }] = await insert<{ id: string }>('categories', [{ name: `Iates ${token}`, value: `iates-${token}` }]);
    otherSubcategories = (await insert<{ id: string }>('subcategories', [
      { category_id: otherCategoryId, name: 'Lanchas', type: `iates-lanchas-${token}` },
      { category_id: otherCategoryId, name: 'Veleiros', type: `iates-veleiros-${token}` },
    ])).map((s) => s.id);
    const [otherMotor] = await insert<{ id: string }>('spec_definitions', [
      { category_id: otherCategoryId, key: 'motor', label: 'Motorização', type: 'option', filterable: true, position: 0 },
    ]);
    await insert('spec_options', MOTORS.map((value, position) => ({ definition_id: otherMotor.id, value, label: value, position })));
    otherRows = await insert<Row>('products', Array.from({ length: 16 }, (_, i) => {
      const [cityId, uf] = CITIES[Math.floor(random() * CITIES.length)];
      const price = 1000 * (1 + Math.floor(random() * 100));
      return {
        name: `Iate ${i} ${token}`,
        category_id: otherCategoryId,
        subcategory_id: some(otherSubcategories[Math.floor(random() * 2)]) ?? null,
        price,
        published: random() < 0.85,
        uf,
        city_id: cityId,
        specs: JSON.parse(JSON.stringify({ motor: some(MOTORS[Math.floor(random() * MOTORS.length)]) })) as Row['specs'],
      };
    }));
  });

  /** The filters' checks by facet name, as docs/spec-filters.md states them. */
  function checks(f: ShopRpcFilters, subcategoryIds: string[], attributeIds: string[]): Map<string, Check> {
    const map = new Map<string, Check>();
    if (subcategoryIds.length) map.set('subcategory', (r) => r.subcategory_id !== null && subcategoryIds.includes(r.subcategory_id));
    if (attributeIds.length) map.set('attribute', (r) => r.attribute_id !== null && attributeIds.includes(r.attribute_id));
    // A range with neither side is no filter, as shop_range_condition reads it.
    if (f.price && hasSide(f.price)) map.set('price', (r) => inRange(priceOf(r), f.price ?? {}));
    // An empty list is no filter, as shopRpcFilters leaves it out.
    if (f.uf?.length) map.set('uf', (r) => (f.uf ?? []).includes(r.uf));
    if (f.city?.length) map.set('city', (r) => (f.city ?? []).includes(r.city_id));
    for (const [key, value] of Object.entries(f.specs ?? {})) {
      const k = key as keyof Row['specs'];
      if (typeof value === 'boolean') map.set(key, (r) => r.specs[k] === value);
      else if (Array.isArray(value)) map.set(key, (r) => [r.specs[k]].flat().some((v) => typeof v === 'string' && value.includes(v)));
      else if (hasSide(value)) map.set(key, (r) => inRange(r.specs[k] as number | undefined, value));
    }
    return map;
  }

  /**
   * Searches whose matches the rows tell: a subcategory's name and an option's label are in every
   * listing's search text (the listing names hold neither).
   */
  const searches = (): Array<{ term: string; matches: Check }> => [
    { term: 'lanchas', matches: (r) => r.subcategory_id === subcategories[0] || r.subcategory_id === otherSubcategories[0] },
    { term: 'veleiros', matches: (r) => r.subcategory_id === subcategories[1] || r.subcategory_id === otherSubcategories[1] },
    { term: 'gasolina', matches: (r) => r.specs.motor === 'gasolina' },
  ];

  /** The facets counted from the rows read back from products; `matches`, the search's listings. */
  function expected(f: ShopRpcFilters, subcategoryIds: string[], attributeIds: string[], matches: Check) {
    const all = checks(f, subcategoryIds, attributeIds);
    const under = (...ignored: string[]) =>
      rows.filter((r) => r.published && matches(r) && [...all].every(([name, check]) => ignored.includes(name) || check(r)));
    const counted = <K>(list: Row[], key: (r: Row) => K | null) => {
      const counts = new Map<K, number>();
      for (const r of list) {
        const k = key(r);
        if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      return [...counts].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1));
    };
    const bounds = (values: Array<number | null | undefined>) => {
      const present = values.filter((v): v is number => typeof v === 'number');
      return present.length ? { min: Math.min(...present), max: Math.max(...present) } : { min: null, max: null };
    };
    const location = checks({ uf: f.uf, city: f.city }, [], []);
    return {
      total: under().length,
      category: rows.filter((r) => r.published && matches(r) && [...location.values()].every((check) => check(r))).length,
      otherCategory: otherRows.filter((r) => r.published && matches(r) && [...location.values()].every((check) => check(r))).length,
      subcategories: counted(under('subcategory', 'attribute'), (r) => r.subcategory_id).map(([id, count]) => ({ id, count })),
      attributes: counted(under('attribute'), (r) => r.attribute_id).map(([id, count]) => ({ id, count })),
      price: bounds(under('price').map(priceOf)),
      uf: counted(under('uf'), (r) => r.uf).map(([value, count]) => ({ value, count })),
      cities: counted(under('city'), (r) => r.city_id).map(([id, count]) => ({ id, count })),
      specs: {
        comprimento: bounds(under('comprimento').map((r) => r.specs.comprimento)),
        ano: bounds(under('ano').map((r) => r.specs.ano)),
        motor: MOTORS.map((value) => ({ value, count: under('motor').filter((r) => r.specs.motor === value).length })),
        extras: EXTRAS.map((value) => ({ value, count: under('extras').filter((r) => r.specs.extras?.includes(value)).length })),
        blindado: { true: under('blindado').filter((r) => r.specs.blindado === true).length, false: under('blindado').filter((r) => r.specs.blindado === false).length },
      },
    };
  }

  /** The facets of the category's page (all but the categories' counts) against those counted from the rows. */
  function expectCategoryFacets(facets: Awaited<ReturnType<typeof getShopFacets>>, want: ReturnType<typeof expected>, context: string) {
    expect(facets.total, context).toBe(want.total);
    expect(facets.subcategories, context).toEqual(want.subcategories);
    expect(facets.attributes, context).toEqual(want.attributes);
    expect(facets.price, context).toEqual(want.price);
    expect(facets.uf, context).toEqual(want.uf);
    expect(facets.cities.map(({ id, count }) => ({ id, count })).sort((a, b) => a.id - b.id), context).toEqual(want.cities);
    expect(facets.specs, context).toEqual(want.specs);
  }

  /** A random combination: each filter present about half the time, ranges open on either side. */
  function randomFilters(random: () => number): { filters: ShopRpcFilters; subcategoryIds: string[]; attributeIds: string[] } {
    const maybe = () => random() < 0.45;
    const range = (low: number, high: number, step = 1) => {
      const a = low + Math.round((random() * (high - low)) / step) * step;
      const b = a + Math.round((random() * (high - low)) / 2 / step) * step;
      return { ...(random() < 0.8 && { min: a }), ...(random() < 0.8 && { max: b }) };
    };
    const pick = <T>(list: T[]) => list.filter(() => random() < 0.5);
    const specs: NonNullable<ShopRpcFilters['specs']> = {};
    if (maybe()) specs.comprimento = range(20, 100, 0.1);
    if (maybe()) specs.ano = range(2000, 2024);
    if (maybe()) specs.motor = pick(MOTORS);
    if (maybe()) specs.extras = pick(EXTRAS);
    if (maybe()) specs.blindado = random() < 0.5;
    for (const key of Object.keys(specs)) if (Array.isArray(specs[key]) && (specs[key] as string[]).length === 0) delete specs[key];
    const filters: ShopRpcFilters = {
      ...(maybe() && { price: range(0, 100_000, 1000) }),
      ...(maybe() && { uf: pick(['RJ', 'SC', 'SP']) }),
      ...(maybe() && { city: pick(CITIES.map(([id]) => id)) }),
      ...(Object.keys(specs).length > 0 && { specs }),
    };
    return { filters, subcategoryIds: maybe() ? [subcategories[Math.floor(random() * 2)]] : [], attributeIds: maybe() ? attributes : [] };
  }

  it('counts every facet as the table does, for 40 random combinations of filters, half of them with a search', async () => {
    const random = generator(2026);
    for (let run = 0; run < 40; run += 1) {
      const { filters, subcategoryIds, attributeIds } = randomFilters(random);
      // With a search and typed filters both functions take their own path (20261129050000).
      const search = random() < 0.5 ? searches()[Math.floor(random() * 3)] : undefined;
      const facets = await getShopFacets(db, { search: search?.term, categoryId, subcategoryIds, attributeIds, filters });
      const want = expected(filters, subcategoryIds, attributeIds, search?.matches ?? (() => true));
      const context = JSON.stringify({ run, search: search?.term, filters, subcategoryIds, attributeIds });
      expectCategoryFacets(facets, want, context);
      expect(facets.categories.find((c) => c.id === categoryId)?.count ?? 0, context).toBe(want.category);
      expect(facets.categories.find((c) => c.id === otherCategoryId)?.count ?? 0, context).toBe(want.otherCategory);
      // The list holds exactly the listings the counts count (48 listings: one page of 100 holds them all).
      const listed = await db.rpc('shop_products', {
        _search: search?.term ?? null,
        _category_id: categoryId,
        _subcategory_ids: subcategoryIds.length ? subcategoryIds : null,
        _attribute_ids: attributeIds.length ? attributeIds : null,
        _sort: 'price-asc',
        _offset: 0,
        _limit: 100,
        _filters: filters,
      });
      expect(listed.error, context).toBeNull();
      const all = [...checks(filters, subcategoryIds, attributeIds).values()];
      const matching = rows.filter((r) => r.published && (search?.matches(r) ?? true) && all.every((check) => check(r))).map((r) => r.id);
      expect(((listed.data ?? []) as Array<{ id: string }>).map((r) => r.id).sort(), context).toEqual(matching.sort());
    }
  });

  it('lists a page sorted by the length as one page of all does, page after page, for 16 random combinations, most within a length range', async () => {
    const random = generator(124);
    const list = async (filters: ShopRpcFilters, subcategoryIds: string[], sort: string, offset: number, limit: number) => {
      const listed = await db.rpc('shop_products', {
        _category_id: categoryId,
        _subcategory_ids: subcategoryIds.length ? subcategoryIds : null,
        _sort: sort,
        _offset: offset,
        _limit: limit,
        _filters: filters,
      });
      expect(listed.error).toBeNull();
      return ((listed.data ?? []) as Array<{ id: string }>).map((r) => r.id);
    };
    for (let run = 0; run < 16; run += 1) {
      const { filters, subcategoryIds } = randomFilters(random);
      // Mostly a length range, often the narrowest, so the range is walked in the sort's order
      // (20261206174500); otherwise no range at all, and the length's index is walked over the
      // listings holding one, those without one last.
      const low = 20 + Math.round(random() * 40);
      const { comprimento: _ignored, ...otherSpecs } = filters.specs ?? {};
      const withLength: ShopRpcFilters =
        random() < 0.7
          ? { ...filters, specs: { ...otherSpecs, comprimento: { min: low, ...(random() < 0.5 && { max: low + 30 }) } } }
          : { uf: filters.uf, ...(Object.keys(otherSpecs).length > 0 && { specs: Object.fromEntries(Object.entries(otherSpecs).filter(([, v]) => typeof v !== 'object' || Array.isArray(v))) }) };
      const sort = random() < 0.5 ? 'comprimento-desc' : 'comprimento-asc';
      const size = 1 + Math.floor(random() * 5);
      const context = JSON.stringify({ run, withLength, subcategoryIds, sort, size });
      const whole = await list(withLength, subcategoryIds, sort, 0, 100);
      const all = [...checks(withLength, subcategoryIds, []).values()];
      const lengthOf = new Map(rows.map((r) => [r.id, r.specs.comprimento ?? null]));
      const matching = rows.filter((r) => r.published && all.every((check) => check(r))).map((r) => r.id);
      expect([...whole].sort(), context).toEqual(matching.sort());
      // Listings without a length last, either way.
      const lengths = whole.map((id) => lengthOf.get(id) ?? null);
      const order = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : sort === 'comprimento-desc' ? b - a : a - b);
      expect(lengths, context).toEqual([...lengths].sort(order));
      // Read page by page, ties across a page's end included, the pages add up to the whole.
      const paged: string[] = [];
      for (let offset = 0; offset <= whole.length; offset += size) paged.push(...(await list(withLength, subcategoryIds, sort, offset, size)));
      expect(paged, context).toEqual(whole);
    }
  });

  it('counts a category filtered by a UF or a city alone as the table does, the other locations from the kept counts', async () => {
    const random = generator(34);
    for (let run = 0; run < 16; run += 1) {
      const { subcategoryIds, attributeIds } = randomFilters(random);
      const picked = CITIES.filter(() => random() < 0.5);
      const filters: ShopRpcFilters = run % 2 === 0 ? { uf: [...new Set(picked.map(([, uf]) => uf))] } : { city: picked.map(([id]) => id) };
      const facets = await getShopFacets(db, { categoryId, subcategoryIds, attributeIds, filters });
      const want = expected(filters, subcategoryIds, attributeIds, () => true);
      const context = JSON.stringify({ run, filters, subcategoryIds, attributeIds });
      expectCategoryFacets(facets, want, context);
    }
  });

  it("counts a search's categories without a category chosen as the table does, with one filter besides the location or two", async () => {
    const random = generator(31);
    for (let run = 0; run < 24; run += 1) {
      const { filters } = randomFilters(random);
      const search = searches()[run % 3];
      // One filter besides the location: the categories are counted from the rows the other facets
      // read (20261130061000); two: in a pass of their own. Either way under the search and location only.
      const others: ShopRpcFilters = run % 2 === 0 ? { price: filters.price ?? { min: 1000 } } : { price: filters.price ?? { min: 1000 }, reduced: true };
      const location: ShopRpcFilters = { ...(filters.uf && { uf: filters.uf }), ...(filters.city && { city: filters.city }) };
      const facets = await getShopFacets(db, { search: search.term, categoryId: null, subcategoryIds: [], attributeIds: [], filters: { ...location, ...others } });
      const want = expected(location, [], [], search.matches);
      const context = JSON.stringify({ run, search: search.term, location, others });
      expect(facets.categories.find((c) => c.id === categoryId)?.count ?? 0, context).toBe(want.category);
      expect(facets.categories.find((c) => c.id === otherCategoryId)?.count ?? 0, context).toBe(want.otherCategory);
    }
  });

  it('lists the listings within the filters in the spec order, and answers a malformed filter with a pt-BR 400', async () => {
    const tree = await listCategoriesTree(db);
    const { items } = await listShopProducts(
      db,
      { categorySlug, subcategoryIds: [], attributeIds: [], page: 1, sort: 'comprimento-desc', specs: { comprimento: { min: 40 }, motor: ['diesel', 'gasolina'] } },
      tree,
    );
    const lengths = items.map((card) => card.specs.comprimento as number);
    const matching = rows.filter((r) => r.published && (r.specs.comprimento ?? 0) >= 40 && ['diesel', 'gasolina'].includes(r.specs.motor ?? ''));
    expect(lengths).toEqual(matching.map((r) => r.specs.comprimento).sort((a, b) => (b ?? 0) - (a ?? 0)).slice(0, 12));
    expect(items.every((card) => ['diesel', 'gasolina'].includes(card.specs.motor as string))).toBe(true);

    await expect(getShopFacets(db, { categoryId, filters: { specs: { cor: ['azul'] } } })).rejects.toMatchObject({ status: 400, userMessage: 'Filtro inválido: cor.' });
    await expect(getShopFacets(db, { categoryId, filters: { price: { min: 'barato' as unknown as number } } })).rejects.toMatchObject({
      status: 400,
      userMessage: 'Filtro inválido: preço.',
    });
  });

  it('counts a category page without filters from the kept counts as the table does, also after listings change', async () => {
    const choices: Array<[string[], string[]]> = [[[], []], [[subcategories[0]], []], [[subcategories[0]], attributes], [[subcategories[1]], []], [[], attributes]];
    const compare = async (when: string) => {
      for (const [subcategoryIds, attributeIds] of choices) {
        const facets = await getShopFacets(db, { categoryId, subcategoryIds, attributeIds });
        const want = expected({}, subcategoryIds, attributeIds, () => true);
        const context = JSON.stringify({ when, subcategoryIds, attributeIds });
        expect(facets.total, context).toBe(want.total);
        expect(facets.subcategories, context).toEqual(want.subcategories);
        expect(facets.attributes, context).toEqual(want.attributes);
        expect(facets.price, context).toEqual(want.price);
        expect(facets.specs, context).toEqual(want.specs);
      }
    };
    await compare('as generated');

    // The listings at the bounds leave (unpublished, deleted), one changes subcategory and one its yes/no value.
    const published = rows.filter((r) => r.published && r.subcategory_id === subcategories[0] && typeof r.specs.comprimento === 'number');
    const shortest = published.reduce((a, b) => ((a.specs.comprimento ?? 0) <= (b.specs.comprimento ?? 0) ? a : b));
    const newest = rows.filter((r) => r.published && typeof r.specs.ano === 'number').reduce((a, b) => ((a.specs.ano ?? 0) >= (b.specs.ano ?? 0) ? a : b));
    const moved = rows.find((r) => r.published && r.attribute_id !== null && r !== shortest && r !== newest);
    const toggled = rows.find((r) => r.published && typeof r.specs.blindado === 'boolean' && r !== shortest && r !== newest && r !== moved);
    const writes = [
      service.from('products').update({ published: false }).eq('id', shortest.id),
      service.from('products').delete().eq('id', newest.id),
      service.from('products').update({ subcategory_id: subcategories[1], attribute_id: null }).eq('id', moved?.id ?? ''),
      service.from('products').update({ specs: { ...toggled?.specs, blindado: !toggled?.specs.blindado } }).eq('id', toggled?.id ?? ''),
    ];
    for (const write of writes) expect((await write).error).toBeNull();
    const { data, error } = await service.from('products').select('*').eq('category_id', categoryId);
    expect(error).toBeNull();
    rows = data as Row[];
    await compare('after the writes');
  });
});
