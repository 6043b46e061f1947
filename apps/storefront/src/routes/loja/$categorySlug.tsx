import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ShopError } from '../../components/catalogue/ShopError';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { NotFound } from '../../components/layout/NotFound';
import { categoriesTreeQuery } from '../../queries/categories';
import { loadShop } from '../../queries/shop-route';
import { NOT_FOUND_HEAD } from '../../seo/site-head';
import { shopFilters, validateShopSearch } from '../../queries/shop-search';

export const Route = createFileRoute('/loja/$categorySlug')({
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, params }) => loadShop(queryClient, deps, params.categorySlug),
  // The loader answers 404 for a path that names no category: the not-found page, its own head.
  head: ({ loaderData, match }) => loaderData ?? (match.status === 'notFound' ? NOT_FOUND_HEAD : {}),
  errorComponent: ShopError,
  notFoundComponent: NotFound,
  component: CategoryShop,
});

function CategoryShop() {
  const { categorySlug } = Route.useParams();
  const filters = shopFilters(Route.useSearch(), categorySlug);
  const { data: tree } = useSuspenseQuery(categoriesTreeQuery());
  return <ShopPage filters={filters} tree={tree} />;
}
