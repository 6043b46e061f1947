import { Hydrate } from '@tanstack/react-start';
import { CategoryBanners } from './CategoryBanners';
import { HeroCarousel } from './HeroCarousel';
import { HomeShowcase } from './HomeShowcase';
import { PartnerLogos } from './PartnerLogos';
import { belowTheFold } from '../ui/below-the-fold';
import { RecentlyViewedRow } from '../recently-viewed/RecentlyViewedRow';

export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <Hydrate {...belowTheFold}>
        <PartnerLogos />
      </Hydrate>
      <Hydrate {...belowTheFold}>
        <CategoryBanners />
      </Hydrate>
      <Hydrate {...belowTheFold}>
        <HomeShowcase />
      </Hydrate>
      <RecentlyViewedRow />
    </>
  );
}
