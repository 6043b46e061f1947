import { useDocumentHead } from '../../hooks/useDocumentHead';
import { CategoryBanners } from './CategoryBanners';
import { FeaturedProducts } from './FeaturedProducts';
import { HeroCarousel } from './HeroCarousel';
import { PartnerBanners } from './PartnerBanners';
import { PartnerLogos } from './PartnerLogos';
import { WhyChooseUs } from './WhyChooseUs';

export function HomePage() {
  useDocumentHead({ title: 'Loja Premium - Produtos de Luxo' });
  return (
    <>
      <HeroCarousel />
      <PartnerLogos />
      <CategoryBanners />
      <FeaturedProducts />
      <WhyChooseUs />
      <PartnerBanners />
    </>
  );
}
