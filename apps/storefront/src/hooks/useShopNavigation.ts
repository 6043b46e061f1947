import { filtersToSearch, resolveCategory, type Category, type ShopFilters } from '@oneboss/domain';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * The shop's only way to change state: the URL. The category goes in the path under its
 * canonical value (an id or an old slug from `?category=` becomes /loja/{value}); the rest goes
 * in the query, replacing the history entry (spec §2).
 */
export function useShopNavigation(tree: readonly Category[]) {
  const navigate = useNavigate();
  return useCallback(
    (next: ShopFilters) => {
      const search = filtersToSearch(next, { categoryInPath: true });
      if (!next.categorySlug) return navigate({ to: '/loja', search, replace: true });
      const categorySlug = resolveCategory(next.categorySlug, tree)?.value ?? next.categorySlug;
      return navigate({ to: '/loja/$categorySlug', params: { categorySlug }, search, replace: true });
    },
    [navigate, tree],
  );
}
