import { shopSearchSchema } from '@oneboss/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { ShopError } from '../../components/catalogue/ShopError';
import { prefetchShop } from '../../queries/shop';

export const Route = createFileRoute('/loja/')({
  validateSearch: shopSearchSchema,
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
