import { FeaturedProducts } from './FeaturedProducts';
import { PartnerBanners } from './PartnerBanners';
import { WhyChooseUs } from './WhyChooseUs';

/** The home sections below the categories, loaded as one chunk when the visitor scrolls near them. */
export function HomeShowcase() {
  return (
    <>
      <FeaturedProducts />
      <WhyChooseUs />
      <PartnerBanners />
    </>
  );
}
