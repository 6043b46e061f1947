import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { ShopError } from '../../components/catalogue/ShopError';
import { prefetchShop } from '../../queries/shop';
import { validateShopSearch } from '../../queries/shopSearch';

export const Route = createFileRoute('/loja/')({
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchShop(queryClient, deps),
  errorComponent: ShopError,
  component: Shop,
});

function Shop() {
  const filters = Route.useSearch();
  const tree = Route.useLoaderData();
  return <ShopPage filters={filters} tree={tree} />;
}
