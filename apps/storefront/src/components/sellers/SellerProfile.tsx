import { Box, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { SELLER_KIND_LABELS, sellerCity, sellerRegistrations, type Seller } from '@oneboss/domain';
import { MapPinIcon } from '../ui/PageIcons';
import { SellerLogo } from './SellerLogo';
import { VerifiedMark } from './VerifiedMark';

/** The top of a seller's page, above its listings: logo, kind, name, verified mark, city and registrations. */
export function SellerProfile({ seller }: { seller: Seller }) {
  const city = sellerCity(seller);
  const registrations = sellerRegistrations(seller);
  return (
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
                <MapPinIcon boxSize="4" />
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
  );
}
