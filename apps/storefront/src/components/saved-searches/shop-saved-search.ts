import { savedSearchCriteria, savedSearchHref, savedSearchName, type Category, type NewSavedSearch, type ShopFacets, type ShopFilters, type SpecDefinition } from '@oneboss/domain';
import { shopLocation } from '../../hooks/use-shop-navigation';
import { stringifyRouterSearch } from '../../router-search';
import { activeFilterChips } from '../catalogue/shop-facets';

/**
 * The shop page's search as 'Salvar busca' stores it: its canonical URL from the first page (what
 * reopens it), the criteria the alerts match, and a name made of the active filters (the states
 * by their codes: 'Embarcações · 40–60 pés · SC, SP').
 */
export function shopSavedSearch(
  filters: ShopFilters,
  tree: readonly Category[],
  specs: readonly SpecDefinition[],
  facets: ShopFacets | undefined,
  category: Category | null,
): { href: string; search: Omit<NewSavedSearch, 'frequency'> } {
  const location = shopLocation({ ...filters, page: 1 }, tree);
  const path = location.to === '/loja/$categorySlug' ? `/loja/${location.params.categorySlug}` : '/loja';
  const query = stringifyRouterSearch(location.search).replace(/^\?/, '');
  const labels = activeFilterChips(filters, tree, specs, facets).map((chip) => ({ kind: chip.kind, label: chip.kind === 'uf' ? chip.id : chip.label }));
  return {
    href: savedSearchHref({ path, query }),
    search: { name: savedSearchName(labels), path, query, criteria: savedSearchCriteria(filters, category?.id ?? null) },
  };
}
