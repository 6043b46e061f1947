import { Box, Button, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  SELLER_KIND_LABELS,
  SHOP_PAGE_SIZE,
  filtersToSearch,
  pageCount,
  resolveCategory,
  sellerCity,
  sellerRegistrations,
  type Category,
  type Seller,
  type ShopFilters,
} from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { sellerFacetsQuery, sellerProductsQuery } from '../../queries/sellers';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import { resultCountLine } from '../catalogue/shop-facets';
import { MapPinIcon } from '../ui/PageIcons';
import { SellerLogo } from './SellerLogo';
import { VerifiedMark } from './VerifiedMark';

/** A link to the seller page under other filters: the shop's category, order and page in the query; it replaces the history entry as the shop's filters do. */
function SellerPageLink({ seller, filters, children, ...rest }: { seller: Pick<Seller, 'slug'>; filters: ShopFilters; children: ReactNode; 'aria-current'?: 'page'; 'aria-label'?: string }) {
  return (
    <Link to="/vendedores/$slug" params={{ slug: seller.slug }} search={filtersToSearch(filters, { categoryInPath: false })} replace {...rest}>
      {children}
    </Link>
  );
}

/** A seller's page: its profile, then its listings as the shop's grid, narrowed by category. */
export function SellerPage({ seller, filters, tree }: { seller: Seller; filters: ShopFilters; tree: Category[] }) {
  const products = useQuery(sellerProductsQuery(seller.id, filters, tree));
  const facets = useQuery(sellerFacetsQuery(seller.id, filters.categorySlug, tree));
  const city = sellerCity(seller);
  const registrations = sellerRegistrations(seller);
  const chosen = filters.categorySlug ? resolveCategory(filters.categorySlug, tree) : null;
  const counts = new Map((facets.data?.categories ?? []).map((row) => [row.id, row.count]));
  const categories = tree.filter((category) => (counts.get(category.id) ?? 0) > 0);
  const total = facets.data ? facets.data.total : null;
  const allCount = [...counts.values()].reduce((sum, count) => sum + count, 0);

  return (
    <>
      <Box as="section" aria-labelledby="seller-title" bg="graphite.900" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '12' }}>
          <HStack gap={{ base: '4', md: '6' }} align="center">
            <SellerLogo seller={seller} size={{ base: '16', md: '24' }} />
            <Stack gap="2" minW="0">
              <Text fontSize="xs" letterSpacing="0.3em" textTransform="uppercase" color="gold.fg">
                {SELLER_KIND_LABELS[seller.kind]}
              </Text>
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" id="seller-title" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="medium">
                  {seller.name}
                </Heading>
                {seller.verification && <VerifiedMark verification={seller.verification} />}
              </HStack>
              {city && (
                <HStack gap="1" color="fg.muted" fontSize="sm">
                  <MapPinIcon boxSize="4" aria-hidden />
                  <Text>{city}</Text>
                </HStack>
              )}
              {registrations.length > 0 && (
                <Text color="fg.muted" fontSize="sm" data-testid="seller-registrations">
                  {registrations.join(' · ')}
                </Text>
              )}
            </Stack>
          </HStack>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="medium">
            Anúncios de {seller.name}
          </Heading>
          {categories.length > 1 && (
            <HStack as="nav" aria-label="Categorias do vendedor" gap="2" wrap="wrap">
              <CategoryChip seller={seller} filters={{ ...filters, categorySlug: undefined, page: 1 }} current={!chosen}>
                Todos ({allCount})
              </CategoryChip>
              {categories.map((category) => (
                <CategoryChip
                  key={category.id}
                  seller={seller}
                  filters={{ ...filters, categorySlug: category.value, page: 1 }}
                  current={chosen?.id === category.id}
                >
                  {category.name} ({counts.get(category.id)})
                </CategoryChip>
              ))}
            </HStack>
          )}
          <Text color="fg.muted" aria-live="polite" data-testid="result-count" borderBottomWidth="1px" borderColor="border.muted" pb="4">
            {total !== null ? resultCountLine(total) : 'Carregando produtos...'}
          </Text>
          {!products.data ? (
            <ProductGridSkeleton />
          ) : products.data.items.length === 0 ? (
            <Text color="fg.muted">Nenhum anúncio deste vendedor no momento.</Text>
          ) : (
            <>
              <ProductGrid products={products.data.items} stale={products.isPlaceholderData} />
              <SellerPagination seller={seller} filters={filters} pages={pageCount(total ?? 0, SHOP_PAGE_SIZE)} />
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

function CategoryChip({ seller, filters, current, children }: { seller: Seller; filters: ShopFilters; current: boolean; children: ReactNode }) {
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      px="4"
      minH="11"
      rounded="full"
      borderWidth="1px"
      borderColor={current ? 'gold.solid' : 'border.muted'}
      color={current ? 'gold.fg' : 'fg'}
      fontSize="sm"
      _hover={{ borderColor: 'gold.border' }}
    >
      <SellerPageLink seller={seller} filters={filters} aria-current={current ? 'page' : undefined}>
        {children}
      </SellerPageLink>
    </Box>
  );
}

/** Previous and next pages around 'Página N de M'; every page a real link, as in the shop. */
function SellerPagination({ seller, filters, pages }: { seller: Seller; filters: ShopFilters; pages: number }) {
  if (pages <= 1) return null;
  const link = (page: number, label: string, text: string) => (
    <Button asChild variant="outline" minH="11">
      <SellerPageLink seller={seller} filters={{ ...filters, page }} aria-label={label}>
        {text}
      </SellerPageLink>
    </Button>
  );
  return (
    <HStack as="nav" aria-label="Paginação" justify="center" gap="3" mt="8">
      {filters.page > 1 && link(filters.page - 1, 'Página anterior', 'Anterior')}
      <Text color="fg.muted" fontSize="sm">
        Página {filters.page} de {pages}
      </Text>
      {filters.page < pages && link(filters.page + 1, 'Próxima página', 'Próxima')}
    </HStack>
  );
}
