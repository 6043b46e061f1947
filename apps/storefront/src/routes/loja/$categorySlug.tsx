import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ShopError } from '../../components/catalogue/ShopError';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { categoriesTreeQuery } from '../../queries/categories';
import { loadShop } from '../../queries/shop-route';
import { shopFilters, validateShopSearch } from '../../queries/shop-search';

export const Route = createFileRoute('/loja/$categorySlug')({
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, params }) => loadShop(queryClient, deps, params.categorySlug),
  head: ({ loaderData }) => loaderData ?? {},
  errorComponent: ShopError,
  component: CategoryShop,
});

function CategoryShop() {
  const { categorySlug } = Route.useParams();
  const filters = shopFilters(Route.useSearch(), categorySlug);
  const { data: tree } = useSuspenseQuery(categoriesTreeQuery());
  return <ShopPage filters={filters} tree={tree} />;
}
