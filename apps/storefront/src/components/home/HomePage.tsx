import { Hydrate } from '@tanstack/react-start';
import { CategoryBanners } from './CategoryBanners';
import { HeroCarousel } from './HeroCarousel';
import { HomeShowcase } from './HomeShowcase';
import { PartnerLogos } from './PartnerLogos';
import { belowTheFold } from '../ui/below-the-fold';
import { RecentlyViewedRow } from '../recently-viewed/RecentlyViewedRow';
// This page's own classes: linked by the server's HTML of its routes (their chunk's stylesheet), not by every page's.
import './hero.css';
import './home-sections.css';

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
