import { filtersToSearch, pageCount, resolveCategory, SHOP_PAGE_SIZE, shopTotal, type Category, type ShopFilters, type ShopSearch } from '@oneboss/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { env } from '../env';
import { shopHead } from '../seo/shop-head';
import { categoriesTreeQuery } from './categories';
import { shopFacetsQuery, shopProductsQuery } from './shop';
import { untilServerRender } from './server-render';
import { shopFilters } from './shop-search';

/**
 * Both shop routes' loader. A category given any other way than its own path (the legacy
 * `?category=`, an id, a differently spelled slug) answers 301 to the canonical URL, a category
 * path naming no category 404, and a page past the last 302 to the last. The server reads the page's products and counts before
 * rendering; in the browser a filter change shows at once, the previous cards dimmed until the
 * new ones arrive (a page past the last is caught there once its counts are known). A failed
 * read fails the server render (ShopError, answered 503); in the browser the page shows the
 * same error state alone.
 */
export async function loadShop(queryClient: QueryClient, search: ShopSearch, categorySlug?: string) {
  const tree = queryClient.ensureQueryData(categoriesTreeQuery());
  const { category: legacyCategory, ...rest } = search;
  if (legacyCategory !== undefined) {
    const legacy = resolveCategory(categorySlug ?? legacyCategory, await tree);
    if (categorySlug && !legacy) throw notFound();
    throw canonicalRedirect(legacy, rest);
  }
  const filters: ShopFilters = shopFilters(search, categorySlug);
  const products = shopProductsQuery(filters, tree);
  const facets = shopFacetsQuery(filters, tree);
  // The page's reads start beside the category tree's, and wait for it only to find a category's
  // id: on the server the tree is read on every render, and waiting for it first cost a round trip.
  const reads = Promise.all([tree, queryClient.fetchQuery(products), queryClient.fetchQuery(facets)]);
  // A redirect below leaves the reads unawaited; their failure is then nobody's to report.
  reads.catch(() => undefined);
  const category = categorySlug ? resolveCategory(categorySlug, await tree) : null;
  // A category path that names no category is not a page: the not-found page, answered 404.
  if (categorySlug && !category) throw notFound();
  if (categorySlug && category?.value !== categorySlug) throw canonicalRedirect(category, rest);
  // fetchQuery rejects when a read fails after its retries: the server answers the error page, never a shop of zero counts.
  await untilServerRender(reads);
  const counts = queryClient.getQueryData(facets.queryKey);
  if (counts) {
    const total = shopTotal(counts, { categoryId: category?.id ?? null, subcategoryIds: filters.subcategoryIds, attributeIds: filters.attributeIds });
    const lastPage = Math.max(1, pageCount(total, SHOP_PAGE_SIZE));
    if (filters.page > lastPage) throw lastPageRedirect(category, { ...filters, page: lastPage });
  }
  const items = queryClient.getQueryData(products.queryKey)?.items ?? [];
  return shopHead({ siteUrl: env.siteUrl, category, filters: filtersToSearch(filters), items });
}

/**
 * A page past the last (an old link to a catalogue that shrank, an edited URL) goes to the last
 * page, temporarily: the catalogue may grow back.
 */
function lastPageRedirect(category: Category | null, filters: ShopFilters) {
  const search = filtersToSearch(filters);
  if (!category) return redirect({ to: '/loja', search, statusCode: 302 });
  return redirect({ to: '/loja/$categorySlug', params: { categorySlug: category.value }, search, statusCode: 302 });
}

/**
 * The canonical shop URL of a category asked for another way: its own path, permanently. An
 * unknown legacy `?category=` falls back to every product: the shop itself, by a temporary
 * redirect (the category may exist tomorrow), so no second URL serves the same page.
 */
function canonicalRedirect(category: Category | null, search: Omit<ShopSearch, 'category'>) {
  if (!category) return redirect({ to: '/loja', search, statusCode: 302 });
  return redirect({ to: '/loja/$categorySlug', params: { categorySlug: category.value }, search, statusCode: 301 });
}
