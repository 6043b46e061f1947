import { SHOP_PAGE_SIZE, resolveCategory, toProductCard, type Category, type ProductCard, type ShopFilters } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import { requestRows } from './read-request';
import type { ProductRow } from '../rows';
import { SHOP_CARD_COLUMNS } from './product-columns';
import { searchPattern } from './search-pattern';

export interface ShopPage {
  items: ProductCard[];
  total: number;
  pageCount: number;
}

/** Server-side order of each sort option; `name` breaks ties so pages never overlap. */
const ORDER: Record<ShopFilters['sort'], [column: string, ascending: boolean][]> = {
  relevance: [['featured', false], ['name', true], ['id', true]],
  'price-asc': [['sort_price', true], ['name', true], ['id', true]],
  'price-desc': [['sort_price', false], ['name', true], ['id', true]],
  newest: [['created_at', false], ['id', true]],
};

/**
 * One page of published products for the shop, in ONE request: card columns, the first image,
 * category and subcategory names, the filters, the sort and the exact total.
 */
export async function listShopProducts(db: CatalogueDb, filters: ShopFilters, categoriesTree: Category[]): Promise<ShopPage> {
  const page = Math.max(1, Math.floor(filters.page) || 1);
  const from = (page - 1) * SHOP_PAGE_SIZE;
  const category = filters.categorySlug ? resolveCategory(filters.categorySlug, categoriesTree) : null;
  const pattern = filters.search ? searchPattern(filters.search) : null;

  const { data, count } = await requestRows<ProductRow>('products', (signal) => {
    let query = db
      .from('products')
      .select(SHOP_CARD_COLUMNS, { count: 'exact' })
      .eq('published', true)
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .limit(1, { referencedTable: 'product_images' });
    if (category) query = query.eq('category_id', category.id);
    if (filters.subcategoryIds.length > 0) query = query.in('subcategory_id', filters.subcategoryIds);
    if (filters.attributeIds.length > 0) query = query.in('attribute_id', filters.attributeIds);
    // LIKE, not ILIKE: search_text and the pattern are lower-case already, and ILIKE lower-cases
    // every UTF-8 row again (many times slower on a full scan).
    if (pattern) query = query.like('search_text', pattern);
    for (const [column, ascending] of ORDER[filters.sort] ?? ORDER.relevance) query = query.order(column, { ascending });
    return query.range(from, from + SHOP_PAGE_SIZE - 1).abortSignal(signal);
  });

  const total = count ?? data.length;
  const names = namesFromTree(categoriesTree);
  return {
    items: data.map((row) => toProductCard(toProduct({ ...row, ...names(row) }))),
    total,
    pageCount: Math.ceil(total / SHOP_PAGE_SIZE),
  };
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
