import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ProductDetail } from '@oneboss/data/catalogue';
import { truncateMeta } from '@oneboss/domain';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, useDeferredValue } from 'react';
import { useDocumentHead } from '../../hooks/useDocumentHead';
import { featuredProductsQuery } from '../../queries/featured';
import { relatedProductsQuery } from '../../queries/product';
import { ArrowLeftIcon } from '../ui/page-icons';
import { RenderWhenIdle } from '../ui/RenderWhenIdle';
import { ProductAssurances } from './ProductAssurances';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { AlsoFeaturedProducts, RelatedProducts } from './ProductCarouselSection';
import { ProductGallery } from './ProductGallery';
import { ProductInfo } from './ProductInfo';

// Below the first screen, so their code (the form's validation, the tabs) loads with them, after
// the gallery has painted, instead of with the page.
const LeadForm = lazy(() => import('../leads/LeadForm').then((m) => ({ default: m.LeadForm })));
const ProductTabs = lazy(() => import('./ProductTabs').then((m) => ({ default: m.ProductTabs })));

export function ProductPage({ product }: { product: ProductDetail }) {
  useDocumentHead({
    title: `${product.name} | OneBoss`,
    description: truncateMeta(product.shortDescription || product.description || product.name),
  });
  // Both rows are fetched from the start but read by their own sections, so their arrival
  // re-renders only those sections, not the page.
  usePrefetchQuery(relatedProductsQuery(product));
  usePrefetchQuery(featuredProductsQuery());
  // The page mounts inside the router's synchronous update; its content follows in a second render
  // that React runs as a transition, sliced into short tasks (false first, then true).
  const mounted = useDeferredValue(true, false);

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      {/* Until then its place is held, so the footer (and its lazy newsletter form) stays well below the first screen. */}
      {mounted ? (
      <Stack gap={{ base: '10', md: '16' }}>
        <Stack gap="4">
          <ProductBreadcrumb name={product.name} category={product.category} />
          <Box>
            <Button asChild variant="ghost" size="sm" ps="0" color="fg.muted" _hover={{ color: 'gold.fg', bg: 'transparent' }}>
              <Link to="/loja">
                <ArrowLeftIcon boxSize="4" /> Voltar
              </Link>
            </Button>
          </Box>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.15fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '14' }} alignItems="start">
            <ProductGallery images={product.images} name={product.name} />
            <ProductInfo product={product} />
          </Grid>
        </Stack>
        {/* Below the first screen: rendered when the browser is idle or the visitor scrolls near. */}
        <RenderWhenIdle minH="md">
          <ProductTabs product={product} />
        </RenderWhenIdle>
        <RenderWhenIdle minH={{ base: '96', sm: '48', lg: '28' }}>
          <ProductAssurances />
        </RenderWhenIdle>
        <RenderWhenIdle minH="3xl">
          <Box
            as="section"
            aria-labelledby="interest-title"
            p={{ base: '6', md: '10' }}
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="gold.border"
            rounded="md"
          >
            <Stack gap="2" mb="6">
              <Heading as="h2" id="interest-title" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="medium">
                Tenho interesse
              </Heading>
              <Text color="fg.muted">Deixe seus dados e um especialista OneBoss entrará em contato sobre este produto.</Text>
            </Stack>
            <LeadForm productId={product.id} productName={product.name} />
          </Box>
        </RenderWhenIdle>
        <RenderWhenIdle minH="lg">
          <RelatedProducts product={product} />
        </RenderWhenIdle>
        <RenderWhenIdle minH="lg">
          <AlsoFeaturedProducts productId={product.id} />
        </RenderWhenIdle>
      </Stack>
      ) : (
        <Box minH="150vh" />
      )}
    </Container>
  );
}
