import { PARTNER_LOGO_INTERVAL_MS, PARTNER_LOGOS_PER_VIEW, type Partner } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { visiblePartnersQuery } from '../../queries/home';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { Carousel } from '../ui/Carousel';
import { partnerLogoSlides } from './partner-logo-slides';

function PartnerLogo({ partner }: { partner: Partner }) {
  const logo = (
    <div className="partner-logo">
      <CatalogueImage src={partner.logoUrl} alt={partner.name} width={320} height={120} sizes="320px" fit="contain" />
    </div>
  );
  return partner.link ? (
    <a href={partner.link} target="_blank" rel="noopener noreferrer" aria-label={partner.name}>
      {logo}
    </a>
  ) : (
    logo
  );
}

/** Slides every 2.5 s, one logo per view under 768 px and two above; a list of exactly two is duplicated so it can loop. */
export function PartnerLogos() {
  const { data: partners, isPending } = useQuery(visiblePartnersQuery());
  const slides = partnerLogoSlides(partners ?? []);

  return (
    <section aria-label="Parceiros" className="home-section home-section--partners">
      <div className="page-container home-section__frame--narrow">
        <p className="partner-logos__title">Parceiros</p>
        {isPending ? (
          <div className="partner-logos__placeholder" />
        ) : slides.length === 0 ? (
          <p className="partner-logos__empty">Nenhum parceiro cadastrado</p>
        ) : (
          <Carousel
            label="Logos dos parceiros"
            items={slides}
            getKey={(partner, index) => `${partner.id}-${index}`}
            perView={{ base: PARTNER_LOGOS_PER_VIEW.mobile, md: PARTNER_LOGOS_PER_VIEW.desktop }}
            spacing={24}
            loop={slides.length > PARTNER_LOGOS_PER_VIEW.desktop}
            intervalMs={PARTNER_LOGO_INTERVAL_MS}
            arrows={false}
            renderItem={(partner) => <PartnerLogo partner={partner} />}
          />
        )}
      </div>
    </section>
  );
}
