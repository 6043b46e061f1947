import { Box, Container, Grid, Text } from '@chakra-ui/react';
import { FEATURED_CAROUSEL_INTERVAL_MS, FEATURED_SLIDES_PER_VIEW } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { featuredProductsQuery } from '../../queries/featured';
import { ProductCard } from '../catalogue/ProductCard';
import { ProductCardSkeleton } from '../catalogue/ProductCardSkeleton';
import { Carousel } from '../ui/Carousel';
import { SectionHeading } from './SectionHeading';

const perView = { base: FEATURED_SLIDES_PER_VIEW.mobile, md: FEATURED_SLIDES_PER_VIEW.medium, lg: FEATURED_SLIDES_PER_VIEW.large };

/** Slides every 5 s, pauses while the pointer is over it; 1, 2 or 3 cards per view. */
export function FeaturedProducts() {
  const { data: products, isPending, isError } = useQuery(featuredProductsQuery());

  return (
    <Box as="section" aria-labelledby="featured-title" py={{ base: '14', md: '20' }} bg="bg.subtle">
      <Container maxW="7xl" px={{ base: '4', md: '8' }}>
        <SectionHeading
          id="featured-title"
          kicker="Seleção exclusiva"
          title="Produtos em Destaque"
          subtitle="Peças escolhidas a dedo pela nossa curadoria."
        />
        {isPending ? (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="6">
            {[0, 1, 2].map((key) => (
              <Box key={key} display={{ base: key === 0 ? 'block' : 'none', md: key < 2 ? 'block' : 'none', lg: 'block' }}>
                <ProductCardSkeleton />
              </Box>
            ))}
          </Grid>
        ) : isError ? (
          <Text textAlign="center" color="fg.error">
            Erro ao carregar produtos em destaque
          </Text>
        ) : products.length === 0 ? (
          <Text textAlign="center" color="fg.muted" maxW="xl" mx="auto">
            Nenhum produto em destaque encontrado. Adicione produtos com a opção 'Destaque' ativada para exibi-los aqui.
          </Text>
        ) : (
          <Box px={{ base: '0', md: '6' }}>
            <Carousel
              label="Produtos em destaque"
              items={products}
              getKey={(product) => product.id}
              perView={perView}
              spacing={24}
              loop={products.length > FEATURED_SLIDES_PER_VIEW.large}
              intervalMs={FEATURED_CAROUSEL_INTERVAL_MS}
              pauseOnHover
              renderItem={(product) => <ProductCard product={product} />}
            />
          </Box>
        )}
      </Container>
    </Box>
  );
}
