import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FALLBACK_PRODUCT_IMAGE, favouriteAvailability, type FavouriteListing } from '@oneboss/domain';
import { Link } from '@tanstack/react-router';
import { CatalogueImage } from '../catalogue/CatalogueImage';
import { PriceTag } from '../catalogue/PriceTag';
import { FavouriteButton } from './FavouriteButton';

const THUMB = { width: 160, height: 120, sizes: '(min-width: 48em) 160px, 112px' } as const;

/** One favourite: picture, name and price linking to the listing, or why it is no longer on sale. */
export function FavouriteRow({ favourite }: { favourite: FavouriteListing }) {
  const availability = favouriteAvailability(favourite);
  const details = (
    <HStack gap={{ base: 3, md: 4 }} align="flex-start" flex="1" minW={0}>
      <Box flexShrink={0} w={{ base: '28', md: '40' }} aspectRatio="4 / 3" bg="bg.muted" rounded="md" overflow="hidden" opacity={availability.available ? 1 : 0.5}>
        <CatalogueImage src={favourite.imageUrl ?? FALLBACK_PRODUCT_IMAGE} alt="" {...THUMB} />
      </Box>
      <Stack gap={1} minW={0}>
        {favourite.categoryName ? (
          <Text fontSize="xs" letterSpacing="0.16em" textTransform="uppercase" color="gold.fg" lineClamp="1">
            {favourite.categoryName}
          </Text>
        ) : null}
        <Text fontFamily="heading" fontSize={{ base: 'md', md: 'xl' }} lineHeight="short" lineClamp="2" color="fg">
          {favourite.name}
        </Text>
        {availability.available ? (
          <PriceTag product={favourite} size="sm" />
        ) : (
          <Badge alignSelf="flex-start" bg="bg.emphasized" color="fg" whiteSpace="normal" data-testid="favourite-unavailable">
            {availability.label}
          </Badge>
        )}
      </Stack>
    </HStack>
  );
  return (
    <Box as="li" display="flex" alignItems="center" gap={3} py={4} borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-testid="favourite">
      {availability.available ? (
        <Box asChild display="flex" flex="1" minW={0} _hover={{ '& p': { textDecoration: 'none' } }}>
          <Link to="/produto/$productId" params={{ productId: favourite.productId }}>
            {details}
          </Link>
        </Box>
      ) : (
        details
      )}
      <FavouriteButton productId={favourite.productId} size="md" />
    </Box>
  );
}
