import { createFileRoute } from '@tanstack/react-router';
import { ShopError } from '../../components/catalogue/ShopError';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { prefetchShop } from '../../queries/shop';
import { shopFilters, validateShopSearch } from '../../queries/shopSearch';

export const Route = createFileRoute('/loja/')({
  // Loader in its own chunk, fetched beside the page's: its queries stay out of the other pages' download.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['pendingComponent'], ['notFoundComponent']],
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchShop(queryClient, shopFilters(deps)),
  errorComponent: ShopError,
  component: Shop,
});

function Shop() {
  const filters = shopFilters(Route.useSearch());
  const tree = Route.useLoaderData();
  return <ShopPage filters={filters} tree={tree} />;
}
