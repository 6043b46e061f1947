import { filtersToSearch, resolveCategory, type ShopFilters, type ShopSearch } from '@oneboss/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { env } from '../env';
import { shopHead } from '../seo/shop-head';
import { categoriesTreeQuery } from './categories';
import { shopFacetsQuery, shopProductsQuery } from './shop';
import { untilServerRender } from './serverRender';
import { shopFilters } from './shopSearch';

/**
 * Both shop routes' loader. A category given any other way than its own path (the legacy
 * `?category=`, an id, a differently spelled slug) answers 301 to the canonical URL. The server
 * reads the page's products and counts before rendering; in the browser a filter change shows
 * at once, the previous cards dimmed until the new ones arrive. A failed read fails the server
 * render (ShopError, answered 503); in the browser the page shows the same error state alone.
 */
export async function loadShop(queryClient: QueryClient, search: ShopSearch, categorySlug?: string) {
  const tree = await queryClient.ensureQueryData(categoriesTreeQuery());
  const requested = categorySlug ?? search.category;
  const category = requested ? resolveCategory(requested, tree) : null;
  const { category: _legacy, ...rest } = search;
  // The spec falls back to every product for an unknown category: the shop itself, by a temporary
  // redirect (the category may exist tomorrow), so no second URL serves the same page.
  if (requested && !category) throw redirect({ to: '/loja', search: rest, statusCode: 302 });
  if (category && (category.value !== categorySlug || search.category !== undefined)) {
    throw redirect({ to: '/loja/$categorySlug', params: { categorySlug: category.value }, search: rest, statusCode: 301 });
  }
  const filters: ShopFilters = shopFilters(search, categorySlug);
  const products = shopProductsQuery(filters, tree);
  // fetchQuery rejects when a read fails after its retries: the server answers the error page, never a shop of zero counts.
  await untilServerRender(Promise.all([queryClient.fetchQuery(products), queryClient.fetchQuery(shopFacetsQuery(filters, tree))]));
  const items = queryClient.getQueryData(products.queryKey)?.items ?? [];
  return shopHead({ siteUrl: env.siteUrl, category, filters: filtersToSearch(filters), items });
}
