import { SHOP_PAGE_SIZE, resolveCategory, toProductCard, type Category, type ProductCard, type ShopFilters } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import { requestRows } from './read-request';
import type { ProductRow } from '../rows';
import { SHOP_CARD_COLUMNS } from './product-columns';
import { searchPattern } from './search-pattern';

/** Server-side order of each sort option; `name` then the id break ties so pages never overlap. */
const ORDER: Record<ShopFilters['sort'], [column: string, ascending: boolean][]> = {
  relevance: [['featured', false], ['name', true], ['id', true]],
  'price-asc': [['sort_price', true], ['name', true], ['id', true]],
  'price-desc': [['sort_price', false], ['name', true], ['id', true]],
  newest: [['created_at', false], ['id', true]],
};

export interface ShopPage {
  items: ProductCard[];
}

interface SearchRow {
  products: ProductRow | null;
}

/**
 * One page of published products for the shop, in ONE request: card columns, the first image,
 * the filters and the sort. The total is not counted here: the facets' exact counts give it
 * (`shopTotal`), which spares the server a second pass over every matching row.
 *
 * A search reads `product_search` (published products only, trigram-indexed, with the filter and
 * sort columns), whose policy lets `like` use the index, and embeds the card of each row on the
 * page; under the products policy the same `like` would scan every published product.
 *
 * The tree may still be loading: without a category in the URL the request starts at once and
 * the tree is awaited only to name the cards, so a first visit does not wait for the two in turn.
 */
export async function listShopProducts(
  db: CatalogueDb,
  filters: ShopFilters,
  categoriesTree: Category[] | Promise<Category[]>,
): Promise<ShopPage> {
  const page = Math.max(1, Math.floor(filters.page) || 1);
  const from = (page - 1) * SHOP_PAGE_SIZE;
  const category = filters.categorySlug ? resolveCategory(filters.categorySlug, await categoriesTree) : null;
  const pattern = filters.search ? searchPattern(filters.search) : null;
  const table = pattern ? 'product_search' : 'products';
  const idColumn = pattern ? 'product_id' : 'id';
  const imagesTable = pattern ? 'products.product_images' : 'product_images';

  const { data } = await requestRows<ProductRow | SearchRow>('products', (signal) => {
    let query = db
      .from(table)
      .select(pattern ? `products(${SHOP_CARD_COLUMNS})` : SHOP_CARD_COLUMNS)
      .order('sort_order', { referencedTable: imagesTable, ascending: true })
      .limit(1, { referencedTable: imagesTable });
    if (!pattern) query = query.eq('published', true);
    if (category) query = query.eq('category_id', category.id);
    if (filters.subcategoryIds.length > 0) query = query.in('subcategory_id', filters.subcategoryIds);
    if (filters.attributeIds.length > 0) query = query.in('attribute_id', filters.attributeIds);
    // LIKE, not ILIKE: search_text and the pattern are lower-case already, and ILIKE lower-cases
    // every UTF-8 row again.
    if (pattern) query = query.like('search_text', pattern);
    for (const [column, ascending] of ORDER[filters.sort] ?? ORDER.relevance) query = query.order(column === 'id' ? idColumn : column, { ascending });
    return query.range(from, from + SHOP_PAGE_SIZE - 1).abortSignal(signal);
  });

  const rows = pattern ? (data as SearchRow[]).flatMap((row) => (row.products ? [row.products] : [])) : (data as ProductRow[]);
  const names = namesFromTree(await categoriesTree);
  return { items: rows.map((row) => toProductCard(toProduct({ ...row, ...names(row) }))) };
}

/** The category and subcategory embeds of a card row, taken from the category tree. */
function namesFromTree(tree: Category[]): (row: ProductRow) => Pick<ProductRow, 'categories' | 'subcategories'> {
  const categories = new Map(tree.map((c) => [c.id, { name: c.name, value: c.value }]));
  const subcategories = new Map(tree.flatMap((c) => c.subcategories ?? []).map((s) => [s.id, { name: s.name }]));
  return (row) => ({
    categories: row.category_id ? (categories.get(row.category_id) ?? null) : null,
    subcategories: row.subcategory_id ? (subcategories.get(row.subcategory_id) ?? null) : null,
  });
}
