import { SHOP_PAGE_SIZE, resolveCategory, shopRpcFilters, toProductCard, type Category, type ProductCard, type ShopFilters } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toProduct } from '../mappers';
import { requestRows } from './read-request';
import { shopRequest } from './shop-request';
import type { ProductRow } from '../rows';
import { SHOP_CARD_COLUMNS } from './product-columns';

export interface ShopPage {
  items: ProductCard[];
}

/**
 * One page of published products for the shop, in ONE request: card columns, the first image,
 * the filters and the sort. The total is not counted here: the facets' exact counts give it
 * (`getShopFacets`' `total`), which spares the server a second pass over every matching row.
 *
 * The `shop_products` function finds the page first (a search through the trigram-indexed
 * `product_search`), so the image embed runs for the page's rows only, not for every row a deep
 * page skips. Its sort options and tie-breaks are the shop's (`ShopFilters['sort']`).
 *
 * The tree may still be loading: without a category in the URL the request starts at once and
 * the tree is awaited only to name the cards, so a first visit does not wait for the two in turn.
 *
 * The typed filters (price, UF, city, the category's specifications) and a sort by a sortable
 * specification (`ano-desc`) go to the server as they are; a malformed one is refused with a
 * pt-BR 400 (`shop_filters_invalid`).
 */
export async function listShopProducts(
  db: CatalogueDb,
  filters: ShopFilters,
  categoriesTree: Category[] | Promise<Category[]>,
  /** The seller page's scope: only this seller's listings. */
  sellerId: string | null = null,
): Promise<ShopPage> {
  const page = Math.max(1, Math.floor(filters.page) || 1);
  const category = filters.categorySlug ? resolveCategory(filters.categorySlug, await categoriesTree) : null;

  const { data } = await shopRequest<ProductRow[]>('products', (signal) =>
    db
      .rpc('shop_products', {
        // The server splits the term into words (shop_search_sql), as it does for the facets.
        _search: filters.search || null,
        _category_id: category?.id ?? null,
        _subcategory_ids: filters.subcategoryIds.length > 0 ? filters.subcategoryIds : null,
        _attribute_ids: filters.attributeIds.length > 0 ? filters.attributeIds : null,
        _sort: filters.sort,
        _offset: (page - 1) * SHOP_PAGE_SIZE,
        _limit: SHOP_PAGE_SIZE,
        _filters: shopRpcFilters(filters),
        _seller_id: sellerId,
      })
      .select(SHOP_CARD_COLUMNS)
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .limit(1, { referencedTable: 'product_images' })
      .abortSignal(signal),
  );

  const names = namesFromTree(await categoriesTree);
  return { items: (data ?? []).map((row) => toProductCard(toProduct({ ...row, ...names(row) }))) };
}

/**
 * For a search that finds nothing: up to four published products whose name is nearest the term
 * (`shop_search_suggestions`, by trigram similarity), as cards.
 */
export async function listSearchSuggestions(db: CatalogueDb, search: string, categoriesTree: Category[] | Promise<Category[]>): Promise<ProductCard[]> {
  const { data } = await requestRows<ProductRow>('products', (signal) =>
    db
      .rpc('shop_search_suggestions', { _search: search })
      .select(SHOP_CARD_COLUMNS)
      .order('sort_order', { referencedTable: 'product_images', ascending: true })
      .limit(1, { referencedTable: 'product_images' })
      .abortSignal(signal),
  );
  const names = namesFromTree(await categoriesTree);
  return data.map((row) => toProductCard(toProduct({ ...row, ...names(row) })));
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
