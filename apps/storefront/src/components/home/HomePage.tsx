import { lazy } from 'react';
import { useDocumentHead } from '../../hooks/useDocumentHead';
import { WhenVisible } from '../ui/WhenVisible';
import { CategoryBanners } from './CategoryBanners';
import { HeroCarousel } from './HeroCarousel';
import { PartnerLogos } from './PartnerLogos';

const HomeShowcase = lazy(() => import('./HomeShowcase').then((m) => ({ default: m.HomeShowcase })));

export function HomePage() {
  useDocumentHead({ title: 'Loja Premium - Produtos de Luxo' });
  return (
    <>
      <HeroCarousel />
      <PartnerLogos />
      <CategoryBanners />
      <WhenVisible minH="100vh">
        <HomeShowcase />
      </WhenVisible>
    </>
  );
}
