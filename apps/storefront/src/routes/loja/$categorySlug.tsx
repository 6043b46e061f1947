import { useSuspenseQuery } from '@tanstack/react-query';
import { resolveCategory } from '@oneboss/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ShopError } from '../../components/catalogue/ShopError';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { NotFound } from '../../components/layout/NotFound';
import { categoriesTreeQuery } from '../../queries/categories';
import { loadShop } from '../../queries/shop-route';
import { categorySpecs, specDefinitionsQuery } from '../../queries/spec-definitions';
import { NOT_FOUND_HEAD } from '../../seo/site-head';
import { shopFilters, validateShopSearch } from '../../queries/shop-search';

export const Route = createFileRoute('/loja/$categorySlug')({
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  // The loader reads the URL as given (`location.search`), to answer 301 to its canonical form.
  loader: ({ context: { queryClient }, location, params }) => loadShop(queryClient, location.search, params.categorySlug),
  // The loader answers 404 for a path that names no category: the not-found page, its own head.
  head: ({ loaderData, match }) => loaderData ?? (match.status === 'notFound' ? NOT_FOUND_HEAD : {}),
  errorComponent: ShopError,
  notFoundComponent: NotFound,
  component: CategoryShop,
});

function CategoryShop() {
  const { categorySlug } = Route.useParams();
  const { data: tree } = useSuspenseQuery(categoriesTreeQuery());
  const { data: definitions } = useSuspenseQuery(specDefinitionsQuery());
  const specs = categorySpecs(definitions, resolveCategory(categorySlug, tree));
  const filters = shopFilters(Route.useSearch(), categorySlug, specs);
  return <ShopPage filters={filters} tree={tree} specs={specs} />;
}
