import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ShopError } from '../../components/catalogue/ShopError';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { categoriesTreeQuery } from '../../queries/categories';
import { loadShop } from '../../queries/shop-route';
import { shopFilters, validateShopSearch } from '../../queries/shop-search';

export const Route = createFileRoute('/loja/')({
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadShop(queryClient, deps),
  head: ({ loaderData }) => loaderData ?? {},
  errorComponent: ShopError,
  component: Shop,
});

function Shop() {
  const filters = shopFilters(Route.useSearch());
  const { data: tree } = useSuspenseQuery(categoriesTreeQuery());
  return <ShopPage filters={filters} tree={tree} />;
}
