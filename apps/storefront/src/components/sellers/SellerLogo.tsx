import { Box, Image, type BoxProps } from '@chakra-ui/react';
import { sellerLogoUrl } from '@oneboss/data/catalogue';
import type { Seller } from '@oneboss/domain';
import { env } from '../../env';

/** The seller's logo, or its initial on the gold border when it has none. */
export function SellerLogo({ seller, size }: { seller: Pick<Seller, 'name' | 'logoPath'>; size: BoxProps['boxSize'] }) {
  if (seller.logoPath) {
    return (
      <Image
        src={sellerLogoUrl(env.supabaseUrl, seller.logoPath)}
        alt={`Logo de ${seller.name}`}
        boxSize={size}
        rounded="md"
        objectFit="cover"
        flexShrink="0"
        loading="lazy"
      />
    );
  }
  return (
    <Box
      aria-hidden
      boxSize={size}
      rounded="md"
      flexShrink="0"
      display="grid"
      placeItems="center"
      borderWidth="1px"
      borderColor="gold.border"
      color="gold.fg"
      fontFamily="heading"
      fontSize="xl"
    >
      {seller.name.slice(0, 1).toUpperCase()}
    </Box>
  );
}
