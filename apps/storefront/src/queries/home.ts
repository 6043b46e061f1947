import { listHeroBanners, listVisiblePartners } from '@oneboss/data/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { catalogueDb } from './catalogueDb';

export const heroBannersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'hero-banners'], queryFn: () => listHeroBanners(catalogueDb) });

export const visiblePartnersQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'partners'], queryFn: () => listVisiblePartners(catalogueDb) });
