import { lazy } from 'react';
import { useDocumentHead } from '../../hooks/useDocumentHead';
import { RenderWhenIdle } from '../ui/RenderWhenIdle';
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
      {/* Below the first screen: its tiles render when the browser is idle or the visitor scrolls near. */}
      <RenderWhenIdle minH={{ base: '1720px', md: '1380px' }}>
        <CategoryBanners />
      </RenderWhenIdle>
      <WhenVisible minH="100vh">
        <HomeShowcase />
      </WhenVisible>
    </>
  );
}
