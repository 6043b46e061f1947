import { Box, Button, Container, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import {
  SHOP_PAGE_SIZE,
  hasActiveFilters,
  pageCount,
  resetFilters,
  resolveCategory,
  setSearch,
  setSort,
  shopTotal,
  toggleAttribute,
  toggleSubcategory,
  type CatalogueFacets,
  type Category,
  type ShopFilters,
} from '@oneboss/domain';
import type { ShopPage as ShopResults } from '@oneboss/data/catalogue';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo } from 'react';
import { shopLocation, useShopNavigation } from '../../hooks/use-shop-navigation';
import { shopFacetsQuery, shopProductsQuery } from '../../queries/shop';
import { FilterPanel, type FilterActions } from './FilterPanel';
import { MobileFilterSheet } from './MobileFilterSheet';
import { Pagination } from './Pagination';
import { EmptyResults, ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ShopError } from './ShopError';
import { ShopLink } from './ShopLink';
import { SearchBox } from './SearchBox';
import { SearchHelp } from './SearchHelp';
import { ShopBanner } from './ShopBanner';
import { attributesBySubcategory, facetCounts, resultCountLine, withoutChip } from './shop-facets';
import { SortSelect } from './SortSelect';

export function ShopPage({ filters, tree }: { filters: ShopFilters; tree: Category[] }) {
  const apply = useShopNavigation(tree);
  const products = useQuery(shopProductsQuery(filters, tree));
  const facets = useQuery(shopFacetsQuery(filters, tree));
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
      <ShopBanner title={title} />
      <ShopView filters={filters} tree={tree} category={category} apply={apply} {...view} />
    </>
  );
}

interface ShopViewProps {
  filters: ShopFilters;
  tree: Category[];
  category: Category | null;
  apply: (next: ShopFilters) => unknown;
  products: ShopResults | undefined;
  productsFailed: boolean;
  stale: boolean;
  facets: CatalogueFacets | undefined;
  facetsFailed: boolean;
}

const ShopView = memo(function ShopView(props: ShopViewProps) {
  // Without results or counts there is nothing true to filter: the error alone, not categories counting 0.
  if ((props.productsFailed && !props.products) || (props.facetsFailed && !props.facets)) return <ShopError />;
  return <ShopLayout {...props} />;
});

function ShopLayout({ filters, tree, category, apply, products, stale, facets }: ShopViewProps) {
  const attributeMap = useMemo(() => attributesBySubcategory(tree), [tree]);
  const actions: FilterActions = {
    linkTo: (next) => shopLocation(next, tree),
    withoutChip: (chip) => withoutChip(filters, chip, attributeMap),
    toggleSubcategory: (id) => apply(toggleSubcategory(filters, id, attributeMap)),
    toggleAttribute: (id) => apply(toggleAttribute(filters, id)),
  };
  const clearAll = shopLocation(resetFilters(), tree);
  const counts = facetCounts(facets);
  const total = facets
    ? shopTotal(facets, { categoryId: category?.id ?? null, subcategoryIds: filters.subcategoryIds, attributeIds: filters.attributeIds })
    : null;
  const panel = <FilterPanel filters={filters} tree={tree} counts={counts} actions={actions} />;
  const activeCount = filters.subcategoryIds.length + filters.attributeIds.length + (category ? 1 : 0) + (filters.search ? 1 : 0);

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Flex gap="10" align="flex-start">
        {/* From the md breakpoint the filters sit in a sidebar, below it in a sheet; CSS picks, so the server's HTML fits both. */}
        <Box as="aside" aria-label="Filtros" hideBelow="md" w="72" flexShrink="0" position="sticky" top="24" maxH="calc(100vh - 7rem)" overflowY="auto" pe="2">
          {panel}
        </Box>
        <Stack flex="1" minW="0" gap="6">
          <Flex gap="3" wrap="wrap" align="center">
            <SearchBox
              value={filters.search ?? ''}
              kept={shopLocation(setSearch(filters, ''), tree).search}
              onSearch={(term) => apply(setSearch(filters, term))}
            />
            <MobileFilterSheet activeCount={activeCount}>{panel}</MobileFilterSheet>
            {hasActiveFilters(filters) && (
              <Button asChild variant="ghost" size="lg" color="gold.fg">
                <ShopLink location={clearAll}>Limpar filtros</ShopLink>
              </Button>
            )}
          </Flex>
          {/* The cards' names are h3: this keeps the page's outline in order for screen readers. */}
          <Heading as="h2" srOnly>
            Produtos
          </Heading>
          <HStack justify="space-between" wrap="wrap" gap={{ base: '2', sm: '3' }} borderBottomWidth="1px" borderColor="border.muted" pb="4">
            <Text color="fg.muted" fontSize={{ base: 'sm', sm: 'md' }} aria-live="polite" data-testid="result-count">
              {total !== null ? resultCountLine(total) : 'Carregando produtos...'}
            </Text>
            <SortSelect value={filters.sort} onChange={(sort) => apply(setSort(filters, sort))} />
          </HStack>
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
              <Pagination page={filters.page} pageCount={pageCount(total ?? 0, SHOP_PAGE_SIZE)} />
            </>
          )}
        </Stack>
      </Flex>
    </Container>
  );
}
