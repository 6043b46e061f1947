import { PARTNER_BANNER_INTERVAL_MS, type Partner } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { visiblePartnersQuery } from '../../queries/home';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { Carousel } from '../ui/Carousel';
import { SectionHeading } from './SectionHeading';

type PartnerWithBanner = Partner & { bannerImageUrl: string };

function PartnerBanner({ partner }: { partner: PartnerWithBanner }) {
  const image = (
    <div className="partner-banner">
      <CatalogueImage src={partner.bannerImageUrl} alt={partner.name} width={1600} height={500} sizes="(min-width: 1280px) 1216px, 100vw" />
    </div>
  );
  return partner.link ? (
    <a href={partner.link} target="_blank" rel="noopener noreferrer" aria-label={partner.name}>
      {image}
    </a>
  ) : (
    image
  );
}

/** Slides every 3.5 s. Partners without a banner image are left out; with none the section is not shown. */
export function PartnerBanners() {
  const { data: partners = [] } = useQuery(visiblePartnersQuery());
  const withBanner = partners.filter((partner): partner is PartnerWithBanner => Boolean(partner.bannerImageUrl));
  if (withBanner.length === 0) return null;

  return (
    <section aria-labelledby="partner-banners-title" className="home-section">
      <div className="page-container">
        <SectionHeading id="partner-banners-title" kicker="Parcerias" title="Nossos parceiros" />
        <Carousel
          label="Banners dos parceiros"
          items={withBanner}
          getKey={(partner) => partner.id}
          loop={withBanner.length > 1}
          intervalMs={PARTNER_BANNER_INTERVAL_MS}
          renderItem={(partner) => <PartnerBanner partner={partner} />}
        />
      </div>
    </section>
  );
}
