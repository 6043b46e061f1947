import { FeaturedProducts } from './FeaturedProducts';
import { PartnerBanners } from './PartnerBanners';
import { WhyChooseUs } from './WhyChooseUs';

/** The home sections below the categories. */
export function HomeShowcase() {
  return (
    <>
      <FeaturedProducts />
      <WhyChooseUs />
      <PartnerBanners />
    </>
  );
}
