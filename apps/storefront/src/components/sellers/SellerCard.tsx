import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { SELLER_KIND_LABELS, responseTimeText, sellerCity, type Seller } from '@oneboss/domain';
import { Link } from '@tanstack/react-router';
import { SellerLogo } from './SellerLogo';
import { VerifiedMark } from './VerifiedMark';

/**
 * The product page's seller card: who sells the listing, where, whether OneBoss verified it, how fast it
 * answers (once it has five answered leads), and a link to its page.
 */
export function SellerCard({ seller, responseHours }: { seller: Seller; responseHours: number | null }) {
  const city = sellerCity(seller);
  return (
    <Box as="section" aria-labelledby="seller-card-title" data-testid="seller-card" borderWidth="1px" borderColor="border.muted" rounded="md" p="4">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="3">
        Vendido por
      </Text>
      <HStack gap="4" align="center">
        <SellerLogo seller={seller} size="14" />
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" id="seller-card-title" fontSize="lg" fontWeight="medium" lineClamp="2">
              {seller.name}
            </Heading>
            {seller.verification && <VerifiedMark verification={seller.verification} />}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {SELLER_KIND_LABELS[seller.kind]}
            {city ? ` · ${city}` : ''}
          </Text>
          {typeof responseHours === 'number' && (
            <Text fontSize="sm" color="fg.muted" data-testid="seller-response-time">
              {responseTimeText(responseHours)}
            </Text>
          )}
        </Stack>
      </HStack>
      <Box mt="3">
        <Text asChild color="gold.fg" fontSize="sm" textDecoration="underline" textUnderlineOffset="3px">
          <Link to="/vendedores/$slug" params={{ slug: seller.slug }}>
            Ver página do vendedor
          </Link>
        </Text>
      </Box>
    </Box>
  );
}
