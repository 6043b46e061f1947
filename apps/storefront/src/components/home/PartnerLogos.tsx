import { Box, Container, Text } from '@chakra-ui/react';
import { PARTNER_LOGO_INTERVAL_MS, PARTNER_LOGOS_PER_VIEW, type Partner } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { visiblePartnersQuery } from '../../queries/home';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { Carousel } from '../ui/Carousel';
import { partnerLogoSlides } from './partner-logo-slides';

function PartnerLogo({ partner }: { partner: Partner }) {
  const logo = (
    <Box h="24" px="8" py="4" bg="bg.subtle" borderWidth="1px" borderColor="border.muted" rounded="md">
      <CatalogueImage src={partner.logoUrl} alt={partner.name} width={320} height={120} sizes="320px" fit="contain" />
    </Box>
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
    <Box as="section" aria-label="Parceiros" py={{ base: '10', md: '14' }} borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="5xl" px={{ base: '4', md: '8' }}>
        <Text textAlign="center" fontSize="xs" letterSpacing="0.3em" textTransform="uppercase" color="fg.subtle" mb="6">
          Parceiros
        </Text>
        {isPending ? (
          <Box h="24" />
        ) : slides.length === 0 ? (
          <Text textAlign="center" color="fg.muted">
            Nenhum parceiro cadastrado
          </Text>
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
      </Container>
    </Box>
  );
}
