import {
  createCatalogueClient,
  getCatalogueFacets,
  getProductPage,
  listCategoriesTree,
  listShopProducts,
} from '@oneboss/data/catalogue';
import { shopTotal, type Category, type ShopFilters } from '@oneboss/domain';
import type { Meter } from './meter';

export interface Scenario {
  name: string;
  run: () => Promise<unknown>;
}

const baseFilters: ShopFilters = { subcategoryIds: [], attributeIds: [], page: 1, sort: 'relevance' };

/** The storefront's own data path: what one page view of each kind asks the server. */
export async function catalogueScenarios(url: string, anonKey: string, meter: Meter, productId: string, size: number): Promise<{ scenarios: Scenario[]; tree: Category[] }> {
  const db = createCatalogueClient({ url, anonKey, fetch: meter.fetch });
  const tree = await listCategoriesTree(db);
  const category = tree.find((c) => c.value === 'relogios') ?? tree[0];
  const subcategory = category.subcategories?.[0];
  const attribute = subcategory?.attributes?.[0];

  // What the shop page does: the list and the facets in parallel, the total from the facets.
  const shopView = (filters: ShopFilters, categoryId: string | null = null) => async () => {
    const [page, facets] = await Promise.all([
      listShopProducts(db, filters, tree),
      getCatalogueFacets(db, { search: filters.search, categoryId, subcategoryIds: filters.subcategoryIds }),
    ]);
    return { page, total: shopTotal(facets, { categoryId, subcategoryIds: filters.subcategoryIds, attributeIds: filters.attributeIds }) };
  };

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
    // Offset 12 000 only exists in catalogues larger than that.
    ...(size > 13_000 ? [{ name: 'deep page (offset 12 000)', run: shopView({ ...baseFilters, page: 1001 }) }] : []),
    { name: 'price-desc sort', run: shopView({ ...baseFilters, sort: 'price-desc' }) },
    { name: 'product page', run: () => getProductPage(db, productId) },
    { name: 'facets call', run: () => getCatalogueFacets(db, {}) },
  ];
  return { scenarios, tree };
}
