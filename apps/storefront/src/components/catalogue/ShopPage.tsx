import {
  DEFAULT_SORT,
  SHOP_PAGE_SIZE,
  SORT_OPTIONS,
  hasActiveFilters,
  pageCount,
  resetFilters,
  resolveCategory,
  setSearch,
  setSort,
  specSortOptions,
  toggleAttribute,
  toggleSubcategory,
  type Category,
  type ShopFacets,
  type ShopFilters,
  type SpecDefinition,
} from '@oneboss/domain';
import type { ShopPage as ShopResults } from '@oneboss/data/catalogue';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { useShopNavigation, wholeShop, type ShopScope } from '../../hooks/use-shop-navigation';
import { shopFacetsQuery, shopProductsQuery } from '../../queries/shop';
import { shopFilters } from '../../queries/shop-search';
import { parseRouterSearch } from '../../router-search';
import { FilterPanel, type FilterActions } from './FilterPanel';
import { MobileFilterSheet } from './MobileFilterSheet';
import { Pagination } from './Pagination';
import { EmptyResults, ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ShopError } from './ShopError';
import { ShopLink } from './ShopLink';
import { SearchBox } from './SearchBox';
import { SearchHelp } from './SearchHelp';
import { ShopBanner } from './ShopBanner';
import { activeFilterChips, attributesBySubcategory, facetCounts, resultCountLine, withoutChip } from './shop-facets';
import type { TypedFilterProps } from './TypedFilters';
import { SortSelect } from './SortSelect';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';
import { shopSavedSearch } from '../saved-searches/shop-saved-search';
import { ServerHtml } from '../ui/ServerHtml';
import { MD_AND_UP } from '../../theme/media-queries';
// This page's own classes: linked by the server's HTML of its routes (their chunk's stylesheet), not by every page's.
import './shop-page.css';
import './filter-panel.css';
import './search-box.css';
import './sort-select.css';
import './pagination.css';

/**
 * The sidebar hydrates with the page where it shows (Chakra's md breakpoint and up) and not at all
 * on a narrower screen, where it is hidden: a phone's first seconds go to what it shows. Decided
 * once, when the page hydrates; a phone turned wide later keeps the server's sidebar, whose links
 * and filter form work as plain links and a GET form.
 */
const sidebarShows = () => window.matchMedia(MD_AND_UP).matches;

interface ShopPageProps {
  filters: ShopFilters;
  tree: Category[];
  /** The category's specification definitions (none without a category). */
  specs: readonly SpecDefinition[];
  /** Whose listings and where their filters live: the whole shop unless given (a seller's page). */
  scope?: ShopScope;
  /** What sits above the listings: the shop's banner unless given (the seller's profile). */
  banner?: ReactNode;
}

export function ShopPage({ filters, tree, specs, scope: given, banner }: ShopPageProps) {
  const scope = useMemo(() => given ?? wholeShop(tree), [given, tree]);
  const apply = useShopNavigation(scope);
  const products = useQuery(shopProductsQuery(filters, tree, scope.sellerId));
  const facets = useQuery(shopFacetsQuery(filters, tree, scope.sellerId));
  const category = filters.categorySlug ? resolveCategory(filters.categorySlug, tree) : null;
  const title = category?.name ?? 'Todos os produtos';

  // A query's update renders synchronously; here it re-renders only this component, and the view
  // follows with the new data in a transition, which React slices into short tasks. The grid is
  // busy from the filter change (placeholder data) until the new cards have rendered.
  const deferredStale = useDeferredValue(products.isPlaceholderData);
  const view = {
    products: useDeferredValue(products.data),
    productsFailed: useDeferredValue(products.isError),
    stale: products.isPlaceholderData || deferredStale,
    facets: useDeferredValue(facets.data),
    facetsFailed: useDeferredValue(facets.isError),
  };
  return (
    <>
      {banner ?? <ShopBanner title={title} />}
      <ShopView filters={filters} tree={tree} specs={specs} category={category} scope={scope} apply={apply} {...view} />
    </>
  );
}

interface ShopViewProps {
  filters: ShopFilters;
  tree: Category[];
  specs: readonly SpecDefinition[];
  category: Category | null;
  scope: ShopScope;
  apply: (next: ShopFilters) => unknown;
  products: ShopResults | undefined;
  productsFailed: boolean;
  stale: boolean;
  facets: ShopFacets | undefined;
  facetsFailed: boolean;
}

/** What a filter form stands for once submitted: the same reading the server gives its GET. */
function readFilterForm(form: HTMLFormElement, categorySlug: string | undefined, specs: readonly SpecDefinition[]): ShopFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return shopFilters(parseRouterSearch(params.toString()), categorySlug, specs);
}

const ShopView = memo(function ShopView(props: ShopViewProps) {
  // Without results or counts there is nothing true to filter: the error alone, not categories counting 0.
  if ((props.productsFailed && !props.products) || (props.facetsFailed && !props.facets)) return <ShopError />;
  return <ShopLayout {...props} />;
});

function ShopLayout({ filters, tree, specs, category, scope, apply, products, stale, facets }: ShopViewProps) {
  const attributeMap = useMemo(() => attributesBySubcategory(tree), [tree]);
  const sidebarForm = useId();
  const sheetForm = useId();
  const actions: FilterActions = {
    linkTo: scope.locate,
    withoutChip: (chip) => withoutChip(filters, chip, attributeMap),
    toggleSubcategory: (id) => apply(toggleSubcategory(filters, id, attributeMap)),
    toggleAttribute: (id) => apply(toggleAttribute(filters, id)),
  };
  const clearAll = scope.locate(resetFilters());
  const counts = facetCounts(facets);
  // The facets' total counts the products matching every filter: the count line and the pages agree with it.
  const total = facets ? facets.total : null;
  const typed: TypedFilterProps = {
    action: scope.action(filters),
    kept: scope.locate({ ...filters, page: 1 }).search,
    specs,
    facets,
    readForm: (form) => readFilterForm(form, filters.categorySlug, specs),
    apply,
  };
  // A seller's page offers the categories it lists in (and the chosen one), not the whole tree at zero.
  const categories = scope.sellerId ? tree.filter((entry) => entry.id === category?.id || (counts.categories.get(entry.id) ?? 0) > 0) : tree;
  const panel = (formId: string, ownSubmit: boolean) => (
    <FilterPanel filters={filters} tree={tree} categories={categories} counts={counts} actions={actions} formId={formId} ownSubmit={ownSubmit} typed={typed} />
  );
  const activeCount = activeFilterChips(filters, tree, specs, facets).length;
  const sortOptions = [...SORT_OPTIONS, ...specSortOptions(specs)];
  const saved = shopSavedSearch(filters, tree, specs, facets, category);

  return (
    <div className="page-container shop-layout">
      <div className="shop-layout__columns">
        {/*
          From the md breakpoint the filters sit in a sidebar, below it in a sheet; CSS picks, so the
          server's HTML fits both. Before the page's script has run, the phone's 'Filtros' link
          (#filtros) shows this sidebar over the page instead.
        */}
        <aside id="filtros" aria-label="Filtros" className="shop-filters">
          <ServerHtml hydrateIf={sidebarShows}>
            {panel(sidebarForm, true)}
          </ServerHtml>
        </aside>
        <div className="shop-results">
          <div className="shop-toolbar">
            <SearchBox
              value={filters.search ?? ''}
              kept={scope.locate(setSearch(filters, '')).search}
              onSearch={(term) => apply(setSearch(filters, term))}
            />
            <MobileFilterSheet activeCount={activeCount} formId={sheetForm}>
              {panel(sheetForm, false)}
            </MobileFilterSheet>
            {/* Saving the whole unfiltered catalogue would alert on every new listing: the newsletter's job. */}
            {hasActiveFilters(filters) && (
              <>
                <ShopLink location={clearAll} className="button button--lg button--ghost">
                  Limpar filtros
                </ShopLink>
                {/* A saved search covers the whole shop: it names no seller. */}
                {!scope.sellerId && <SaveSearchButton href={saved.href} search={saved.search} />}
              </>
            )}
          </div>
          {/* The cards' names are h3: this keeps the page's outline in order for screen readers. */}
          <h2 className="visually-hidden">Produtos</h2>
          <div className="shop-count-row">
            <p className="shop-count-row__count" aria-live="polite" data-testid="result-count">
              {total !== null ? resultCountLine(total) : 'Carregando produtos...'}
            </p>
            <SortSelect
              value={filters.sort}
              options={sortOptions}
              // A new order starts at page 1 and keeps every filter: the location of the default order, less its page.
              kept={scope.locate({ ...setSort(filters, DEFAULT_SORT), page: 1 }).search}
              onChange={(sort) => apply(setSort(filters, sort))}
            />
          </div>
          {!products ? (
            <ProductGridSkeleton />
          ) : products.items.length === 0 ? (
            <>
              <EmptyResults clearAll={clearAll} />
              {filters.search && <SearchHelp search={filters.search} tree={tree} />}
            </>
          ) : (
            <>
              <ProductGrid products={products.items} stale={stale} />
              <Pagination
                page={filters.page}
                pageCount={pageCount(total ?? 0, SHOP_PAGE_SIZE)}
                pageLocation={(page) => scope.locate({ ...filters, page })}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
