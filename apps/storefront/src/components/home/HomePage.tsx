import { Hydrate } from '@tanstack/react-start';
import { idle, visible } from '@tanstack/react-start/hydration';
import { CategoryBanners } from './CategoryBanners';
import { HeroCarousel } from './HeroCarousel';
import { HomeShowcase } from './HomeShowcase';
import { PartnerLogos } from './PartnerLogos';

// The sections under the hero are in the server's HTML, links and text included; each one's code
// loads in idle time and hydrates as it nears the view, so a phone's first seconds hydrate the hero.
export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <Hydrate when={visible()} prefetch={idle()}>
        <PartnerLogos />
      </Hydrate>
      <Hydrate when={visible()} prefetch={idle()}>
        <CategoryBanners />
      </Hydrate>
      <Hydrate when={visible()} prefetch={idle()}>
        <HomeShowcase />
      </Hydrate>
    </>
  );
}
