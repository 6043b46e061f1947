import { CategoryBanners } from './CategoryBanners';
import { HeroCarousel } from './HeroCarousel';
import { HomeShowcase } from './HomeShowcase';
import { PartnerLogos } from './PartnerLogos';

export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <PartnerLogos />
      <CategoryBanners />
      <HomeShowcase />
    </>
  );
}
