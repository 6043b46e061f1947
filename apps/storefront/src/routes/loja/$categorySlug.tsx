import { createFileRoute } from '@tanstack/react-router';
import { ShopError } from '../../components/catalogue/ShopError';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { prefetchShop } from '../../queries/shop';
import { shopFilters, validateShopSearch } from '../../queries/shopSearch';

export const Route = createFileRoute('/loja/$categorySlug')({
  // Loader in its own chunk, fetched beside the page's: its queries stay out of the other pages' download.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['pendingComponent'], ['notFoundComponent']],
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, params }) => prefetchShop(queryClient, shopFilters(deps, params.categorySlug)),
  errorComponent: ShopError,
  component: CategoryShop,
});

function CategoryShop() {
  const { categorySlug } = Route.useParams();
  const filters = shopFilters(Route.useSearch(), categorySlug);
  const tree = Route.useLoaderData();
  return <ShopPage filters={filters} tree={tree} />;
}
