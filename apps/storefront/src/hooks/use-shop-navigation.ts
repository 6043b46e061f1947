import { filtersToSearch, resolveCategory, type Category, type ShopFilters, type ShopSearch } from '@oneboss/domain';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Where a set of shop filters lives: what a shop link points to and what a filter change navigates to. */
export type ShopLocation = { to: '/loja'; search: ShopSearch } | { to: '/loja/$categorySlug'; params: { categorySlug: string }; search: ShopSearch };

/**
 * The category goes in the path under its canonical value (an id or an old slug from
 * `?category=` becomes /loja/{value}); the rest goes in the query.
 */
export function shopLocation(next: ShopFilters, tree: readonly Category[]): ShopLocation {
  const search = filtersToSearch(next, { categoryInPath: true });
  if (!next.categorySlug) return { to: '/loja', search };
  const categorySlug = resolveCategory(next.categorySlug, tree)?.value ?? next.categorySlug;
  return { to: '/loja/$categorySlug', params: { categorySlug }, search };
}

/** The shop's only way to change state: the URL. A filter change replaces the history entry, so Back leaves the shop instead of undoing filters one by one. */
export function useShopNavigation(tree: readonly Category[]) {
  const navigate = useNavigate();
  return useCallback((next: ShopFilters) => navigate({ ...shopLocation(next, tree), replace: true }), [navigate, tree]);
}
