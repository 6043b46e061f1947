import { filtersToSearch } from '@oneboss/domain';
import { sellerLogoUrl } from '@oneboss/data/catalogue';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '../../components/layout/NotFound';
import { ShopError } from '../../components/catalogue/ShopError';
import { SellerPage } from '../../components/sellers/SellerPage';
import { env } from '../../env';
import { categoriesTreeQuery } from '../../queries/categories';
import { sellerFacetsQuery, sellerPageFilters, sellerProductsQuery, sellerQuery } from '../../queries/sellers';
import { untilServerRender } from '../../queries/server-render';
import { validateShopSearch } from '../../queries/shop-search';
import { specDefinitionsQuery } from '../../queries/spec-definitions';
import { NOT_FOUND_HEAD } from '../../seo/site-head';
import { sellerHead } from '../../seo/seller-head';

export const Route = createFileRoute('/vendedores/$slug')({
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, location }) => {
    const tree = queryClient.ensureQueryData(categoriesTreeQuery());
    // The cards' headline specs are formatted by the definitions, as in the shop.
    const definitions = queryClient.ensureQueryData(specDefinitionsQuery());
    const seller = await queryClient.ensureQueryData(sellerQuery(params.slug));
    // An unknown or deactivated seller answers 404: the not-found page.
    if (!seller) throw notFound();
    const filters = sellerPageFilters(location.search as Record<string, unknown>);
    const products = sellerProductsQuery(seller.id, filters, tree);
    const reads = Promise.all([tree, definitions, queryClient.fetchQuery(products), queryClient.fetchQuery(sellerFacetsQuery(seller.id, filters.categorySlug, tree))]);
    await untilServerRender(reads);
    const items = queryClient.getQueryData(products.queryKey)?.items ?? [];
    const logoUrl = seller.logoPath ? sellerLogoUrl(env.supabaseUrl, seller.logoPath) : null;
    return sellerHead({ siteUrl: env.siteUrl, seller, logoUrl, filters: filtersToSearch(filters, { categoryInPath: false }), items });
  },
  head: ({ loaderData, match }) => loaderData ?? (match.status === 'notFound' ? NOT_FOUND_HEAD : {}),
  errorComponent: ShopError,
  notFoundComponent: NotFound,
  component: Seller,
});

function Seller() {
  const { slug } = Route.useParams();
  const filters = sellerPageFilters(Route.useSearch());
  const { data: seller } = useSuspenseQuery(sellerQuery(slug));
  const { data: tree } = useSuspenseQuery(categoriesTreeQuery());
  return seller ? <SellerPage seller={seller} filters={filters} tree={tree} /> : <NotFound />;
}
