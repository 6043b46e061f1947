import { Box, Flex } from '@chakra-ui/react';
import type { ProductDetail } from '@oneboss/data/catalogue';
import { PriceTag } from '../catalogue/PriceTag';
import type { WhatsappListing } from '../../leads/whatsapp-tap';
import { SellerContactButton } from './SellerContactButton';

/**
 * Under 768 px, the price and the seller's WhatsApp above the bottom bar: on a phone the panel's
 * own button is below the gallery, and a buyer reading the description should not scroll back.
 */
export function ProductContactBar({ product, listing }: { product: ProductDetail; listing: WhatsappListing }) {
  return (
    <Flex
      data-contact-bar=""
      role="region"
      aria-label="Contato com o vendedor"
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="calc(4rem + env(safe-area-inset-bottom))"
      zIndex="sticky"
      align="center"
      justify="space-between"
      gap="3"
      px="4"
      py="2"
      bg="rgb(11, 11, 12)"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <Box minW="0">
        <PriceTag product={product} />
      </Box>
      <SellerContactButton listing={listing} compact size="lg" flexShrink="0" />
    </Flex>
  );
}
