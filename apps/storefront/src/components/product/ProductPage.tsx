import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ProductPage as ProductPageData } from '@oneboss/data/catalogue';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { ArrowLeftIcon } from '../ui/page-icons';
import { ProductAssurances } from './ProductAssurances';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { AlsoFeaturedProducts, RelatedProducts } from './ProductCarouselSection';
import { ProductGallery } from './ProductGallery';
import { ProductInfo } from './ProductInfo';

// Below the first screen: rendered on the server, their code (the form's validation, the tabs)
// loads in chunks of their own, so hydrating the gallery does not wait for it.
const LeadForm = lazy(() => import('../leads/LeadForm').then((m) => ({ default: m.LeadForm })));
const ProductTabs = lazy(() => import('./ProductTabs').then((m) => ({ default: m.ProductTabs })));

export function ProductPage({ page: { product, related } }: { page: ProductPageData }) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
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
        <Suspense fallback={null}>
          <ProductTabs product={product} />
        </Suspense>
        <ProductAssurances />
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
          <Suspense fallback={null}>
            <LeadForm productId={product.id} productName={product.name} />
          </Suspense>
        </Box>
        <RelatedProducts products={related} />
        <AlsoFeaturedProducts productId={product.id} />
      </Stack>
    </Container>
  );
}
