import { listHeroBanners, listVisiblePartners } from '@oneboss/data/catalogue';
import type { HeroBanner } from '@oneboss/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { catalogueDb } from './catalogueDb';
import { categoriesTreeQuery } from './categories';

export const heroBannersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'hero-banners'], queryFn: () => listHeroBanners(catalogueDb) });

export const visiblePartnersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'partners'], queryFn: () => listVisiblePartners(catalogueDb) });

/**
 * The home page's first screen: every read starts at once; only the hero banners (the LCP) are
 * waited for. The featured products are read by their own section, loaded when scrolled near.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<HeroBanner[]> {
  void queryClient.prefetchQuery(visiblePartnersQuery());
  void queryClient.prefetchQuery(categoriesTreeQuery());
  return queryClient.ensureQueryData(heroBannersQuery());
}
