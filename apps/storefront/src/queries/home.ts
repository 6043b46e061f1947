import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readCatalogue } from './readCatalogue';
import { categoriesTreeQuery } from './categories';
import { featuredProductsQuery } from './featured';
import { untilServerRender } from './serverRender';

export const heroBannersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'hero-banners'], queryFn: () => readCatalogue(({ listHeroBanners, catalogueDb }) => listHeroBanners(catalogueDb)) });

export const visiblePartnersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'partners'], queryFn: () => readCatalogue(({ listVisiblePartners, catalogueDb }) => listVisiblePartners(catalogueDb)) });

/** The home page's reads: all of them before a server render, only the hero (the LCP) in the browser. */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const rest = Promise.all([
    queryClient.prefetchQuery(visiblePartnersQuery()),
    queryClient.prefetchQuery(categoriesTreeQuery()),
    queryClient.prefetchQuery(featuredProductsQuery()),
  ]);
  await Promise.all([queryClient.prefetchQuery(heroBannersQuery()), untilServerRender(rest)]);
}
