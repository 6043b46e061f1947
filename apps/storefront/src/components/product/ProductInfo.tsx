import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FALLBACK_PRODUCT_IMAGE, firstImageUrl, productBadges, productCode, stockLabel, type ShownSpec } from '@oneboss/domain';
import type { ProductDetail } from '@oneboss/data/catalogue';
import { useEffect, useRef } from 'react';
import { PriceTag } from '../catalogue/PriceTag';
import { useInView } from '../../hooks/use-in-view';
import { toaster } from '../ui/Toaster';
import { ShareIcon } from '../ui/PageIcons';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { CompareButton } from '../compare/CompareToggle';
import { recordView } from '../recently-viewed/recently-viewed-store';
import { PriceHistoryNote } from './PriceHistoryNote';
import { ProductContactBar } from './ProductContactBar';
import { ProductHeadline } from './ProductHeadline';
import { SellerContactButton } from './SellerContactButton';
import { shareLink } from './share-link';

const BADGE_STYLE = {
  featured: { colorPalette: 'gold', variant: 'solid' },
  sale: { bg: 'red.700', color: 'white' },
  'in-stock': { bg: 'green.900', color: 'green.200' },
  'made-to-order': { bg: 'bg.emphasized', color: 'fg' },
} as const;

/** `sellerWhatsapp`: the listing seller's number, which its contact buttons open. */
export function ProductInfo({ product, headline, sellerWhatsapp }: { product: ProductDetail; headline: ShownSpec[]; sellerWhatsapp: string }) {
  const listing = { id: product.id, name: product.name, sellerWhatsapp };
  const contactButton = useRef<HTMLAnchorElement>(null);
  // On a phone the panel's button is below the gallery on the first screen, so the server's HTML
  // carries the contact bar (shown only under 768 px) and a slow phone has it before any script.
  const contactButtonShown = useInView(contactButton);
  // Kept in this browser for the home's and the profile's 'Vistos recentemente'.
  useEffect(() => recordView(product.id), [product.id]);

  const share = async () => {
    const outcome = await shareLink({ title: product.name, url: window.location.href });
    if (outcome === 'copied') toaster.create({ title: 'Link copiado', type: 'success' });
  };

  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap">
        {productBadges(product).map((badge) => (
          <Badge key={badge.kind} size="md" {...BADGE_STYLE[badge.kind]}>
            {badge.label}
          </Badge>
        ))}
      </HStack>
      <Stack gap="2">
        {product.category && (
          <Text fontSize="xs" letterSpacing="0.2em" textTransform="uppercase" color="gold.fg">
            {product.category.name}
            {product.subcategory ? ` · ${product.subcategory.name}` : ''}
          </Text>
        )}
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="medium" lineHeight="1.15">
          {product.name}
        </Heading>
        <Text fontSize="xs" color="fg.subtle">
          Código: {productCode(product.id)}
        </Text>
      </Stack>
      {product.shortDescription && <Text color="fg.muted">{product.shortDescription}</Text>}
      <Box py="4" borderYWidth="1px" borderColor="border.muted">
        <PriceTag product={product} size="lg" />
        <PriceHistoryNote product={product} />
        <ProductHeadline specs={headline} location={product.location} />
        <Text mt="2" fontSize="sm" color="fg.muted">
          Disponibilidade: {stockLabel(product.stockQuantity)}
        </Text>
      </Box>
      <Stack gap="3">
        <SellerContactButton ref={contactButton} listing={listing} size="xl" />
        <HStack gap="3">
          <FavouriteButton productId={product.id} />
          {product.categoryId && (
            <CompareButton choice={{ id: product.id, categoryId: product.categoryId, name: product.name, imageUrl: firstImageUrl(product.images) ?? FALLBACK_PRODUCT_IMAGE }} />
          )}
          <Button variant="outline" size="lg" rounded="full" flex="1" onClick={() => void share()}>
            <ShareIcon /> Compartilhar
          </Button>
        </HStack>
      </Stack>
      {!contactButtonShown && <ProductContactBar product={product} listing={listing} />}
    </Stack>
  );
}
