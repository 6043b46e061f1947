import { createCatalogueClient, getProductPage, getShopFacets, listCategoriesTree, listShopProducts } from '@oneboss/data/catalogue';
import { shopRpcFilters, type Category, type ShopFilters } from '@oneboss/domain';
import type { Meter } from './meter';

export interface Scenario {
  name: string;
  run: () => Promise<unknown>;
}

const baseFilters: ShopFilters = { subcategoryIds: [], attributeIds: [], page: 1, sort: 'relevance' };

/**
 * Issue 31's budget page: a price range, two specification ranges, one option and the UF, sorted
 * by a specification, with every facet count. Boats (6% of the generated catalogue: 54 000
 * published at 1M) as in the issue's example, and real estate, its largest category (27%).
 */
export const FILTERED_PAGES: Record<'boats' | 'realEstate', Partial<ShopFilters> & { categorySlug: string }> = {
  boats: {
    categorySlug: 'embarcacoes',
    sort: 'ano-desc',
    price: { min: 300_000, max: 3_000_000 },
    ufs: ['SC', 'SP'],
    specs: { comprimento: { min: 40, max: 60 }, ano: { min: 2018 }, motorizacao: ['diesel'] },
  },
  realEstate: {
    categorySlug: 'imoveis',
    sort: 'area-desc',
    price: { min: 1_000_000, max: 4_000_000 },
    ufs: ['SP'],
    specs: { area: { min: 100, max: 400 }, quartos: { min: 3 }, tipo: ['apartamento'] },
  },
};

/** The storefront's own data path: what one page view of each kind asks the server. */
export async function catalogueScenarios(url: string, anonKey: string, meter: Meter, productId: string, size: number): Promise<{ scenarios: Scenario[]; tree: Category[] }> {
  const db = createCatalogueClient({ url, anonKey, fetch: meter.fetch });
  const tree = await listCategoriesTree(db);
  const category = tree.find((c) => c.value === 'relogios') ?? tree[0];
  const subcategory = category.subcategories?.[0];
  const attribute = subcategory?.attributes?.[0];

  const categoryIdOf = (slug: string) => tree.find((c) => c.value === slug)?.id ?? null;

  // What the shop page does: the list and the facets in parallel, the total from the facets.
  const shopView = (filters: ShopFilters, categoryId: string | null = null) => async () => {
    const [page, facets] = await Promise.all([
      listShopProducts(db, filters, tree),
      getShopFacets(db, {
        search: filters.search,
        categoryId,
        subcategoryIds: filters.subcategoryIds,
        attributeIds: filters.attributeIds,
        filters: shopRpcFilters(filters),
      }),
    ]);
    return { page, total: facets.total };
  };
  const filteredView = (page: Partial<ShopFilters> & { categorySlug: string }, search?: string) =>
    shopView({ ...baseFilters, ...page, ...(search && { search }) }, categoryIdOf(page.categorySlug));
  // The generated catalogue's definitions; the demo catalogue a load replays (size 0) has others.
  const filtered: Scenario[] =
    size > 0
      ? [
          { name: 'boats: price + 2 spec ranges + option + UF, by year', run: filteredView(FILTERED_PAGES.boats) },
          { name: 'boats: the same with search "lancha"', run: filteredView(FILTERED_PAGES.boats, 'lancha') },
          // One broad filter beside the words: most of the category is within it.
          { name: 'boats: search "lancha" with the UF alone', run: filteredView({ categorySlug: 'embarcacoes', ufs: ['SP'] }, 'lancha') },
          { name: 'boats category page, no filter', run: shopView({ ...baseFilters, categorySlug: 'embarcacoes' }, categoryIdOf('embarcacoes')) },
          { name: 'real estate: price + 2 spec ranges + option + UF, by area', run: filteredView(FILTERED_PAGES.realEstate) },
          // One broad filter, the first a buyer picks: every listing of the largest category is near.
          { name: 'real estate: the UF alone', run: filteredView({ categorySlug: 'imoveis', ufs: ['SP'] }) },
          { name: 'real estate category page, no filter', run: shopView({ ...baseFilters, categorySlug: 'imoveis' }, categoryIdOf('imoveis')) },
          // A category whose names or prices sort after most of the shop's: its page must not walk the shop's order.
          { name: 'watches category page, no filter', run: shopView({ ...baseFilters, categorySlug: 'relogios' }, categoryIdOf('relogios')) },
          { name: 'aircraft category page, lowest price first', run: shopView({ ...baseFilters, categorySlug: 'aeronaves', sort: 'price-asc' }, categoryIdOf('aeronaves')) },
        ]
      : [];

  const scenarios: Scenario[] = [
    { name: 'shop page 1 (list + count + facets)', run: shopView(baseFilters) },
    {
      name: 'category + subcategory + attribute',
      run: shopView(
        { ...baseFilters, categorySlug: category.value, subcategoryIds: subcategory ? [subcategory.id] : [], attributeIds: attribute ? [attribute.id] : [] },
        category.id,
      ),
    },
    { name: 'search "relogio" (no accent)', run: shopView({ ...baseFilters, search: 'relogio' }) },
    { name: 'search "Relógio" (accent)', run: shopView({ ...baseFilters, search: 'Relógio' }) },
    // Two words a buyer types together, each held by many listings, both by few.
    { name: 'search "apartamento ipanema" (two words)', run: shopView({ ...baseFilters, search: 'apartamento ipanema' }) },
    // No listing holds the word: it is read as a typo of a word of the names ("porsche").
    { name: 'search "porshe" (a typo)', run: shopView({ ...baseFilters, search: 'porshe' }) },
    // Offset 12 000 only exists in catalogues larger than that.
    ...(size > 13_000 ? [{ name: 'deep page (offset 12 000)', run: shopView({ ...baseFilters, page: 1001 }) }] : []),
    { name: 'price-desc sort', run: shopView({ ...baseFilters, sort: 'price-desc' }) },
    ...filtered,
    { name: 'product page', run: () => getProductPage(db, productId) },
    { name: 'facets call', run: () => getShopFacets(db, {}) },
  ];
  return { scenarios, tree };
}
