import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readCatalogue } from './readCatalogue';
import { categoriesTreeQuery } from './categories';
import { featuredProductsQuery } from './featured';
import { sharedOnServer } from './sharedOnServer';
import { untilServerRender } from './serverRender';

const HERO_BANNERS_KEY = ['catalogue', 'hero-banners'];
const PARTNERS_KEY = ['catalogue', 'partners'];

export const heroBannersQuery = () =>
  queryOptions({
    queryKey: HERO_BANNERS_KEY,
    queryFn: () => sharedOnServer(HERO_BANNERS_KEY, () => readCatalogue(({ listHeroBanners, catalogueDb }) => listHeroBanners(catalogueDb))),
  });

export const visiblePartnersQuery = () =>
  queryOptions({
    queryKey: PARTNERS_KEY,
    queryFn: () => sharedOnServer(PARTNERS_KEY, () => readCatalogue(({ listVisiblePartners, catalogueDb }) => listVisiblePartners(catalogueDb))),
  });

/** The home page's reads: all of them before a server render, only the hero (the LCP) in the browser. */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const rest = Promise.all([
    queryClient.prefetchQuery(visiblePartnersQuery()),
    queryClient.prefetchQuery(categoriesTreeQuery()),
    queryClient.prefetchQuery(featuredProductsQuery()),
  ]);
  await Promise.all([queryClient.prefetchQuery(heroBannersQuery()), untilServerRender(rest)]);
}
