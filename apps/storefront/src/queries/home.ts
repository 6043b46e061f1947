import { listHeroBanners, listVisiblePartners } from '@oneboss/data/catalogue';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { catalogueDb } from './catalogueDb';
import { categoriesTreeQuery } from './categories';
import { featuredProductsQuery } from './featured';
import { untilServerRender } from './serverRender';

export const heroBannersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'hero-banners'], queryFn: () => listHeroBanners(catalogueDb) });

export const visiblePartnersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'partners'], queryFn: () => listVisiblePartners(catalogueDb) });

/** The home page's reads: all of them before a server render, only the hero (the LCP) in the browser. */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const rest = Promise.all([
    queryClient.prefetchQuery(visiblePartnersQuery()),
    queryClient.prefetchQuery(categoriesTreeQuery()),
    queryClient.prefetchQuery(featuredProductsQuery()),
  ]);
  await Promise.all([queryClient.prefetchQuery(heroBannersQuery()), untilServerRender(rest)]);
}
