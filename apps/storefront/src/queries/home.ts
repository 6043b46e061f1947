import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readCatalogue } from './readCatalogue';
import { categoriesTreeQuery } from './categories';
import { featuredProductsQuery } from './featured';
import { readsComplete, untilServerRender } from './serverRender';

export const heroBannersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'hero-banners'], queryFn: () => readCatalogue(({ listHeroBanners, catalogueDb }) => listHeroBanners(catalogueDb)) });

export const visiblePartnersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'partners'], queryFn: () => readCatalogue(({ listVisiblePartners, catalogueDb }) => listVisiblePartners(catalogueDb)) });

/**
 * The home page's reads: all of them before a server render, only the hero (the LCP) in the
 * browser. `complete` says whether every read succeeded, which only the server's answer uses.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<{ complete: boolean }> {
  const [hero, partners, categories, featured] = [heroBannersQuery(), visiblePartnersQuery(), categoriesTreeQuery(), featuredProductsQuery()];
  const rest = Promise.all([queryClient.prefetchQuery(partners), queryClient.prefetchQuery(categories), queryClient.prefetchQuery(featured)]);
  await Promise.all([queryClient.prefetchQuery(hero), untilServerRender(rest)]);
  return { complete: readsComplete(queryClient, [hero.queryKey, partners.queryKey, categories.queryKey, featured.queryKey]) };
}
