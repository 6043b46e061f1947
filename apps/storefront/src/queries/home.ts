import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { siteWideRead } from './read-catalogue';
import { categoriesTreeQuery } from './categories';
import { featuredProductsQuery } from './featured';
import { specDefinitionsQuery } from './spec-definitions';
import { untilServerRender } from './server-render';

export const heroBannersQuery = () =>
  queryOptions(siteWideRead(['catalogue', 'hero-banners'], ({ listHeroBanners, catalogueDb }) => listHeroBanners(catalogueDb)));

export const visiblePartnersQuery = () =>
  queryOptions(siteWideRead(['catalogue', 'partners'], ({ listVisiblePartners, catalogueDb }) => listVisiblePartners(catalogueDb)));

/** The home page's reads: all of them before a server render, only the hero (the LCP) in the browser. */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const rest = Promise.all([
    queryClient.prefetchQuery(visiblePartnersQuery()),
    queryClient.prefetchQuery(categoriesTreeQuery()),
    queryClient.prefetchQuery(featuredProductsQuery()),
    // The featured cards' headline specs are formatted by them.
    queryClient.prefetchQuery(specDefinitionsQuery()),
  ]);
  await Promise.all([queryClient.prefetchQuery(heroBannersQuery()), untilServerRender(rest)]);
}
