import { resetFilters, resolveCategory, selectCategory, type Category, type ShopFilters, type Subcategory } from '@oneboss/domain';
import { useId, useState } from 'react';
import type { ShopLocation } from '../../hooks/use-shop-navigation';
import { ChevronDownIcon } from './ShopIcons';
import { ActiveFilters } from './ActiveFilters';
import { FilterChoice } from './FilterChoice';
import { ShopLink } from './ShopLink';
import { TypedFilters, type TypedFilterProps } from './TypedFilters';
import { formatCount, type ActiveFilterChip, type FacetCounts } from './shop-facets';

/**
 * What the panel's controls do. Whatever only leads to other filters is a link (`linkTo`), so it
 * works before the page's script has run; the checkboxes change the filters in place.
 */
export interface FilterActions {
  linkTo: (next: ShopFilters) => ShopLocation;
  /** The filters without an active filter's chip. */
  withoutChip: (chip: ActiveFilterChip) => ShopFilters;
  toggleSubcategory: (subcategoryId: string) => void;
  toggleAttribute: (attributeId: string) => void;
}

interface FilterPanelProps {
  filters: ShopFilters;
  tree: readonly Category[];
  /** The categories offered: the tree's, or on a seller's page those it lists in. */
  categories: readonly Category[];
  counts: FacetCounts;
  actions: FilterActions;
  /** The id of this copy's filter form (the panel is rendered twice: sidebar and sheet). */
  formId: string;
  /** Whether the filter form shows its own 'Aplicar Filtros' (the sheet has one in its footer). */
  ownSubmit: boolean;
  typed: TypedFilterProps;
}

function SubcategoryFilter({
  subcategory,
  filters,
  counts,
  actions,
}: {
  subcategory: Subcategory;
  filters: ShopFilters;
  counts: FacetCounts;
  actions: FilterActions;
}) {
  const attributes = subcategory.attributes ?? [];
  const [open, setOpen] = useState(() => attributes.some((a) => filters.attributeIds.includes(a.id)));
  const valuesId = useId();
  return (
    <div>
      <div className="filter-subcategory">
        <FilterChoice
          checked={filters.subcategoryIds.includes(subcategory.id)}
          label={subcategory.name}
          count={counts.subcategories.get(subcategory.id) ?? 0}
          onChange={() => actions.toggleSubcategory(subcategory.id)}
        />
        {attributes.length > 0 && (
          <button
            type="button"
            className="button button--icon button--ghost filter-subcategory__toggle"
            aria-expanded={open}
            aria-controls={valuesId}
            aria-label={`${open ? 'Ocultar' : 'Mostrar'} valores de ${subcategory.name}`}
            onClick={() => setOpen(!open)}
          >
            <ChevronDownIcon boxSize="4" turned={open} />
          </button>
        )}
      </div>
      {attributes.length > 0 && (
        <div id={valuesId} className="filter-list filter-list--loose filter-subcategory__values" hidden={!open}>
          {attributes.map((attribute) => (
            <FilterChoice
              key={attribute.id}
              checked={filters.attributeIds.includes(attribute.id)}
              label={attribute.name}
              count={counts.attributes.get(attribute.id) ?? 0}
              onChange={() => actions.toggleAttribute(attribute.id)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** The shop's filter sidebar, also shown inside the mobile sheet. */
export function FilterPanel({ filters, tree, categories, counts, actions, formId, ownSubmit, typed }: FilterPanelProps) {
  const selected = filters.categorySlug ? resolveCategory(filters.categorySlug, tree) : null;
  const subcategories = selected?.subcategories ?? [];
  // The panel is rendered twice (sidebar and mobile sheet), so its ids must differ per copy.
  const id = useId();

  return (
    <div className="filter-panel">
      <div className="filter-panel__intro">
        <h2 className="filter-panel__title">Filtros</h2>
        <p className="filter-panel__lead">Encontre exatamente o que você procura</p>
        <ShopLink location={actions.linkTo(resetFilters())} className="button button--sm filter-panel__reset">
          Limpar todos os filtros
        </ShopLink>
      </div>

      <ActiveFilters filters={filters} tree={tree} specs={typed.specs} facets={typed.facets} actions={actions} />

      <section className="filter-group" aria-labelledby={`${id}-categories`}>
        <h3 id={`${id}-categories`} className="filter-group__title">
          Categorias
        </h3>
        <ul className="filter-list">
          {categories.map((category) => {
            const active = selected?.id === category.id;
            return (
              <li key={category.id}>
                {/* The chosen category's link leads back to every category, as choosing it again deselects it. */}
                <ShopLink
                  location={actions.linkTo(selectCategory(filters, active ? null : category.value))}
                  aria-current={active ? 'true' : undefined}
                  className={`button button--sm button--ghost filter-category${active ? ' filter-category--active' : ''}`}
                >
                  {category.name}
                  <span className="filter-count">{formatCount(counts.categories.get(category.id) ?? 0)}</span>
                </ShopLink>
              </li>
            );
          })}
        </ul>
      </section>

      {subcategories.length > 0 && (
        <section className="filter-group" aria-labelledby={`${id}-subcategories`}>
          <h3 id={`${id}-subcategories`} className="filter-group__title">
            Subcategorias
          </h3>
          <div className="filter-list filter-list--loose">
            {subcategories.map((subcategory) => (
              <SubcategoryFilter key={subcategory.id} subcategory={subcategory} filters={filters} counts={counts} actions={actions} />
            ))}
          </div>
        </section>
      )}

      <TypedFilters formId={formId} filters={filters} typed={typed} ownSubmit={ownSubmit} />
    </div>
  );
}
