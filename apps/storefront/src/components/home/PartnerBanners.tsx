import { Box, Container } from '@chakra-ui/react';
import { PARTNER_BANNER_INTERVAL_MS, type Partner } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { visiblePartnersQuery } from '../../queries/home';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { Carousel } from '../ui/Carousel';
import { SectionHeading } from './SectionHeading';

type PartnerWithBanner = Partner & { bannerImageUrl: string };

function PartnerBanner({ partner }: { partner: PartnerWithBanner }) {
  const image = (
    <Box aspectRatio="16 / 5" minH="40" rounded="md" overflow="hidden" bg="bg.muted">
      <CatalogueImage src={partner.bannerImageUrl} alt={partner.name} width={1600} height={500} sizes="(min-width: 1280px) 1216px, 100vw" />
    </Box>
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
    <Box as="section" aria-labelledby="partner-banners-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '8' }}>
        <SectionHeading id="partner-banners-title" kicker="Parcerias" title="Nossos parceiros" />
        <Carousel
          label="Banners dos parceiros"
          items={withBanner}
          getKey={(partner) => partner.id}
          loop={withBanner.length > 1}
          intervalMs={PARTNER_BANNER_INTERVAL_MS}
          renderItem={(partner) => <PartnerBanner partner={partner} />}
        />
      </Container>
    </Box>
  );
}
