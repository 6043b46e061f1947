import type { Category, ShopFacets, ShopFilters, SpecDefinition } from '@oneboss/domain';
import { CloseIcon } from '../ui/Icons';
import type { FilterActions } from './FilterPanel';
import { ShopLink } from './ShopLink';
import { activeFilterChips } from './shop-facets';

/** 'Filtros Ativos:' with one remove link per filter; nothing when no filter is set. */
interface ActiveFiltersProps {
  filters: ShopFilters;
  tree: readonly Category[];
  specs: readonly SpecDefinition[];
  facets: ShopFacets | undefined;
  actions: FilterActions;
}

export function ActiveFilters({ filters, tree, specs, facets, actions }: ActiveFiltersProps) {
  const chips = activeFilterChips(filters, tree, specs, facets);
  if (chips.length === 0) return null;
  return (
    <div className="filter-group" aria-label="Filtros ativos" role="group">
      <p className="active-filters__title">Filtros Ativos:</p>
      <div className="active-filters__chips">
        {chips.map((chip) => (
          <div key={chip.key} className="active-filters__chip">
            <span>{chip.label}</span>
            <ShopLink
              location={actions.linkTo(actions.withoutChip(chip))}
              aria-label={`Remover filtro ${chip.label}`}
              className="button button--icon button--pill button--ghost active-filters__remove"
            >
              <CloseIcon boxSize="3" />
            </ShopLink>
          </div>
        ))}
      </div>
    </div>
  );
}
