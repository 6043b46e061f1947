import { filtersToSearch, resolveCategory, type Category, type ShopFilters, type ShopSearch } from '@oneboss/domain';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Where a set of shop filters lives: what a shop link points to and what a filter change navigates to. */
export type ShopLocation =
  | { to: '/loja'; search: ShopSearch }
  | { to: '/loja/$categorySlug'; params: { categorySlug: string }; search: ShopSearch }
  | { to: '/vendedores/$slug'; params: { slug: string }; search: ShopSearch };

/**
 * Which listings a shop page shows and where its filters live: the whole shop, or one seller's
 * listings on the seller's page (`sellerId`), whose category goes in the query.
 */
export interface ShopScope {
  sellerId: string | null;
  locate: (next: ShopFilters) => ShopLocation;
  /** Where the filter forms send their plain GET (before, or without, the page's script). */
  action: (next: ShopFilters) => string;
}

/** A category as its canonical value (an id or an old slug becomes the category's value). */
const canonicalCategory = (next: ShopFilters, tree: readonly Category[]) =>
  next.categorySlug ? (resolveCategory(next.categorySlug, tree)?.value ?? next.categorySlug) : undefined;

/**
 * The category goes in the path under its canonical value (an id or an old slug from
 * `?category=` becomes /loja/{value}); the rest goes in the query.
 */
export function shopLocation(next: ShopFilters, tree: readonly Category[]): ShopLocation {
  const search = filtersToSearch(next, { categoryInPath: true });
  const categorySlug = canonicalCategory(next, tree);
  if (!categorySlug) return { to: '/loja', search };
  return { to: '/loja/$categorySlug', params: { categorySlug }, search };
}

/** The whole shop: /loja and /loja/{category}. */
export const wholeShop = (tree: readonly Category[]): ShopScope => ({
  sellerId: null,
  locate: (next) => shopLocation(next, tree),
  action: (next) => {
    const categorySlug = canonicalCategory(next, tree);
    return categorySlug ? `/loja/${encodeURIComponent(categorySlug)}` : '/loja';
  },
});

/** One seller's listings at /vendedores/{slug}, the category in the query (`?category=`). */
export const sellerShop = (seller: { id: string; slug: string }, tree: readonly Category[]): ShopScope => ({
  sellerId: seller.id,
  locate: (next) => ({
    to: '/vendedores/$slug',
    params: { slug: seller.slug },
    search: filtersToSearch({ ...next, categorySlug: canonicalCategory(next, tree) }, { categoryInPath: false }),
  }),
  action: () => `/vendedores/${encodeURIComponent(seller.slug)}`,
});

/** The shop's only way to change state: the URL. A filter change replaces the history entry, so Back leaves the shop instead of undoing filters one by one. */
export function useShopNavigation(scope: ShopScope) {
  const navigate = useNavigate();
  return useCallback((next: ShopFilters) => navigate({ ...scope.locate(next), replace: true }), [navigate, scope]);
}
