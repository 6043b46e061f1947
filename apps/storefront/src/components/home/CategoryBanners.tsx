import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { categoriesTreeQuery } from '../../queries/categories';
import { BuildingIcon, CarIcon, ChevronRightIcon, LampIcon, PlaneIcon, WatchIcon, YachtIcon, type LineIconProps } from '../ui/Icons';
import { categoryBanners, type CategoryBanner } from './category-banners';
import { SectionHeading } from './SectionHeading';

const ICONS: Record<CategoryBanner['slug'], ComponentType<LineIconProps>> = {
  veiculos: CarIcon,
  embarcacoes: YachtIcon,
  aeronaves: PlaneIcon,
  imoveis: BuildingIcon,
  relogios: WatchIcon,
  decoracao: LampIcon,
};

/** Each category gets its own light, so the tiles read as a set without photographs. */
const GLOW: Record<CategoryBanner['slug'], string> = {
  veiculos: 'radial-gradient(120% 140% at 85% 20%, rgba(201,164,92,0.38) 0%, rgba(21,21,24,0) 55%)',
  embarcacoes: 'radial-gradient(120% 140% at 90% 90%, rgba(70,110,150,0.35) 0%, rgba(21,21,24,0) 60%)',
  aeronaves: 'radial-gradient(120% 140% at 80% 10%, rgba(180,180,200,0.22) 0%, rgba(21,21,24,0) 60%)',
  imoveis: 'radial-gradient(120% 160% at 15% 80%, rgba(201,164,92,0.32) 0%, rgba(21,21,24,0) 55%)',
  relogios: 'radial-gradient(120% 140% at 85% 85%, rgba(201,164,92,0.30) 0%, rgba(21,21,24,0) 60%)',
  decoracao: 'radial-gradient(120% 140% at 10% 15%, rgba(150,90,70,0.32) 0%, rgba(21,21,24,0) 60%)',
};

function BannerTile({ banner }: { banner: CategoryBanner }) {
  const BannerIcon = ICONS[banner.slug];
  const content = (
    <Box
      position="relative"
      h={banner.wide ? { base: '52', md: '72' } : { base: '52', md: '64' }}
      bg="graphite.900"
      bgImage={`${GLOW[banner.slug]}, linear-gradient(135deg, #1e1e22 0%, #0b0b0c 100%)`}
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      overflow="hidden"
      transition="common"
      className="group"
      _hover={{ borderColor: 'gold.border' }}
    >
      <Box position="absolute" right={{ base: '-6', md: '6' }} top="50%" transform="translateY(-50%)" color="gold.fg" opacity="0.14">
        <BannerIcon boxSize={banner.wide ? '64' : '44'} />
      </Box>
      <Stack position="absolute" inset="0" justify="flex-end" p={{ base: '6', md: '10' }} gap="2">
        <Heading as="h3" fontSize={banner.wide ? { base: '3xl', md: '5xl' } : { base: '3xl', md: '4xl' }} fontWeight="medium">
          {banner.title}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {banner.tagline}
        </Text>
        <Text
          display="inline-flex"
          alignItems="center"
          gap="1"
          mt="2"
          fontSize="sm"
          letterSpacing="0.16em"
          textTransform="uppercase"
          color="gold.fg"
          _groupHover={{ gap: '3' }}
          transition="all 0.3s"
        >
          Ver coleção <ChevronRightIcon boxSize="4" />
        </Text>
      </Stack>
    </Box>
  );
  return banner.categoryValue ? (
    // Named by its own text (title, tagline, 'Ver coleção'): a label that left part of the visible text out would fail WCAG 2.5.3.
    <Link to="/loja/$categorySlug" params={{ categorySlug: banner.categoryValue }}>
      {content}
    </Link>
  ) : (
    <Link to="/loja">
      {content}
    </Link>
  );
}

export function CategoryBanners() {
  const { data: tree = [] } = useQuery(categoriesTreeQuery());
  return (
    <Box as="section" aria-labelledby="categories-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '8' }}>
        <SectionHeading id="categories-title" kicker="Coleções" title="Explore por categoria" />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }}>
          {categoryBanners(tree).map((banner) => (
            <Box key={banner.slug} gridColumn={banner.wide ? { md: 'span 2' } : undefined}>
              <BannerTile banner={banner} />
            </Box>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
