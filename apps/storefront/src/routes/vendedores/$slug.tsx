import { filtersToSearch, isCanonicalSearch, isSellerSlug, resolveCategory } from '@oneboss/domain';
import { sellerLogoUrl } from '@oneboss/data/catalogue';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { useMemo } from 'react';
import { NotFound } from '../../components/layout/NotFound';
import { ShopError } from '../../components/catalogue/ShopError';
import { ShopPage } from '../../components/catalogue/ShopPage';
import { SellerProfile } from '../../components/sellers/SellerProfile';
import { env } from '../../env';
import { sellerShop } from '../../hooks/use-shop-navigation';
import { categoriesTreeQuery } from '../../queries/categories';
import { sellerPageFilters, sellerQuery } from '../../queries/sellers';
import { readShopPage } from '../../queries/shop-route';
import { validateShopSearch } from '../../queries/shop-search';
import { categorySpecs, specDefinitionsQuery } from '../../queries/spec-definitions';
import { NOT_FOUND_HEAD } from '../../seo/site-head';
import { sellerHead } from '../../seo/seller-head';

export const Route = createFileRoute('/vendedores/$slug')({
  validateSearch: validateShopSearch,
  loaderDeps: ({ search }) => search,
  // The seller's listings under the shop's filters, read from the URL as given (`location.search`)
  // to answer 301 to its canonical form, as the shop does.
  loader: async ({ context: { queryClient }, params, location }) => {
    // An address no seller can have is not read: its text would go into the page's cached state.
    if (!isSellerSlug(params.slug)) throw notFound();
    const tree = queryClient.ensureQueryData(categoriesTreeQuery());
    const definitions = queryClient.ensureQueryData(specDefinitionsQuery());
    // A 404 or a redirect leaves these unawaited, and the request's end cancels them: nobody's to report.
    tree.catch(() => undefined);
    definitions.catch(() => undefined);
    const seller = await queryClient.ensureQueryData(sellerQuery(params.slug));
    // An unknown or deactivated seller answers 404: the not-found page.
    if (!seller) throw notFound();
    const read = location.search as Record<string, unknown>;
    const filters = sellerPageFilters(read, await tree, await definitions);
    const canonical = filtersToSearch(filters, { categoryInPath: false });
    if (!isCanonicalSearch(read, canonical)) throw redirect({ to: '/vendedores/$slug', params, search: canonical, statusCode: 301 });
    const { items, lastPage } = await readShopPage(queryClient, filters, tree, definitions, seller.id);
    if (lastPage !== null) {
      throw redirect({ to: '/vendedores/$slug', params, search: filtersToSearch({ ...filters, page: lastPage }, { categoryInPath: false }), statusCode: 302 });
    }
    const logoUrl = seller.logoPath ? sellerLogoUrl(env.supabaseUrl, seller.logoPath) : null;
    return sellerHead({ siteUrl: env.siteUrl, seller, logoUrl, filters: canonical, items });
  },
  head: ({ loaderData, match }) => loaderData ?? (match.status === 'notFound' ? NOT_FOUND_HEAD : {}),
  errorComponent: ShopError,
  notFoundComponent: NotFound,
  component: Seller,
});

function Seller() {
  const { slug } = Route.useParams();
  const { data: seller } = useSuspenseQuery(sellerQuery(slug));
  const { data: tree } = useSuspenseQuery(categoriesTreeQuery());
  const { data: definitions } = useSuspenseQuery(specDefinitionsQuery());
  const filters = sellerPageFilters(Route.useSearch(), tree, definitions);
  // One scope per seller, so the shop's memoised view keeps it between renders.
  const scope = useMemo(() => (seller ? sellerShop(seller, tree) : null), [seller, tree]);
  if (!seller || !scope) return <NotFound />;
  const specs = categorySpecs(definitions, filters.categorySlug ? resolveCategory(filters.categorySlug, tree) : null);
  return <ShopPage filters={filters} tree={tree} specs={specs} scope={scope} banner={<SellerProfile seller={seller} responseHours={seller.responseHours} />} />;
}
