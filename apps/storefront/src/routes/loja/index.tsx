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
  // The loader reads the URL as given (`location.search`), to answer 301 to its canonical form.
  loader: ({ context: { queryClient }, location }) => loadShop(queryClient, location.search),
  head: ({ loaderData }) => loaderData ?? {},
  errorComponent: ShopError,
  component: Shop,
});

function Shop() {
  const filters = shopFilters(Route.useSearch());
  const { data: tree } = useSuspenseQuery(categoriesTreeQuery());
  // Specifications are a category's: the whole shop filters by none.
  return <ShopPage filters={filters} tree={tree} specs={[]} />;
}
