import {
  filtersToSearch,
  isCanonicalSearch,
  pageCount,
  parseShopSearch,
  resolveCategory,
  SHOP_PAGE_SIZE,
  type Category,
  type ShopFilters,
  type ShopSearch,
  type SpecDefinition,
} from '@oneboss/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { env } from '../env';
import { shopHead } from '../seo/shop-head';
import { categoriesTreeQuery } from './categories';
import { shopFacetsQuery, shopProductsQuery } from './shop';
import { untilServerRender } from './server-render';
import { shopFilters } from './shop-search';
import { categorySpecs, specDefinitionsQuery } from './spec-definitions';

/**
 * Both shop routes' loader. `read` is the URL's search as the router read it, before any
 * normalisation. A category given any other way than its own path (the legacy `?category=`, an id,
 * a differently spelled slug) answers 301 to the canonical URL, a category path naming no category
 * 404, and a page past the last 302 to the last. The filters are read against the category's
 * specification definitions: unknown parameters, malformed values or another order than the
 * canonical one answer 301 to the canonical URL (the filter form's plain GET lands there). The
 * server reads the page's products and counts before rendering; in the browser a filter change
 * shows at once, the previous cards dimmed until the new ones arrive (a page past the last is
 * caught there once its counts are known). A failed read fails the server render (ShopError,
 * answered 503); in the browser the page shows the same error state alone.
 */
export async function loadShop(queryClient: QueryClient, read: Record<string, unknown>, categorySlug?: string) {
  const tree = queryClient.ensureQueryData(categoriesTreeQuery());
  // Read beside the tree on every shop page: a category's filters are read against them, and every
  // card's headline specs are formatted by them (the whole shop's cards included), so the browser
  // never asks for them after the server's HTML.
  const definitions = queryClient.ensureQueryData(specDefinitionsQuery());
  // A redirect (a legacy or non-canonical URL) leaves these unawaited, and the request's end cancels
  // them: that rejection is nobody's to report, and unhandled it would stop the server.
  tree.catch(() => undefined);
  definitions.catch(() => undefined);
  if (read.category !== undefined) {
    const { category: legacyCategory, ...rest } = read;
    const legacy = resolveCategory(categorySlug ?? String(legacyCategory), await tree);
    if (categorySlug && !legacy) throw notFound();
    throw categoryRedirect(legacy, filtersToSearch(parseShopSearch(rest, categorySpecs(await definitions, legacy))));
  }
  if (!categorySlug) return loadPage(queryClient, read, null, shopFilters(read), tree, definitions);
  const category = resolveCategory(categorySlug, await tree);
  // A category path that names no category is not a page: the not-found page, answered 404.
  if (!category) throw notFound();
  const filters = shopFilters(read, categorySlug, categorySpecs(await definitions, category));
  if (category.value !== categorySlug) throw categoryRedirect(category, filtersToSearch(filters));
  return loadPage(queryClient, read, category, filters, tree, definitions);
}

async function loadPage(
  queryClient: QueryClient,
  read: Record<string, unknown>,
  category: Category | null,
  filters: ShopFilters,
  tree: Promise<Category[]>,
  definitions: Promise<readonly SpecDefinition[]>,
) {
  const canonical = filtersToSearch(filters);
  if (!isCanonicalSearch(read, canonical)) throw canonicalRedirect(category, canonical);
  const { items, lastPage } = await readShopPage(queryClient, filters, tree, definitions);
  if (lastPage !== null) throw lastPageRedirect(category, { ...filters, page: lastPage });
  return shopHead({ siteUrl: env.siteUrl, category, filters: canonical, items });
}

/**
 * Reads a shop page's cards and counts before a server render (the whole shop's, or one seller's),
 * and answers the cards and, when the filters' page is past the last one, that last page.
 * fetchQuery rejects when a read fails after its retries: the server answers the error page, never
 * a shop of zero counts.
 */
export async function readShopPage(
  queryClient: QueryClient,
  filters: ShopFilters,
  tree: Promise<Category[]>,
  definitions: Promise<readonly SpecDefinition[]>,
  sellerId: string | null = null,
) {
  const products = shopProductsQuery(filters, tree, sellerId);
  const facets = shopFacetsQuery(filters, tree, sellerId);
  const reads = Promise.all([tree, definitions, queryClient.fetchQuery(products), queryClient.fetchQuery(facets)]);
  // A redirect after this leaves the reads unawaited; their failure is then nobody's to report.
  reads.catch(() => undefined);
  await untilServerRender(reads);
  const counts = queryClient.getQueryData(facets.queryKey);
  const last = counts ? Math.max(1, pageCount(counts.total, SHOP_PAGE_SIZE)) : null;
  return { items: queryClient.getQueryData(products.queryKey)?.items ?? [], lastPage: last !== null && filters.page > last ? last : null };
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

/** The one URL of these filters, permanently. */
function canonicalRedirect(category: Category | null, search: ShopSearch) {
  if (!category) return redirect({ to: '/loja', search, statusCode: 301 });
  return redirect({ to: '/loja/$categorySlug', params: { categorySlug: category.value }, search, statusCode: 301 });
}

/**
 * The canonical shop URL of a category asked for another way: its own path, permanently. An
 * unknown legacy `?category=` falls back to every product: the shop itself, by a temporary
 * redirect (the category may exist tomorrow), so no second URL serves the same page.
 */
function categoryRedirect(category: Category | null, search: ShopSearch) {
  if (!category) return redirect({ to: '/loja', search, statusCode: 302 });
  return canonicalRedirect(category, search);
}
