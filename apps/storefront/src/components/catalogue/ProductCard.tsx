import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCity, headlineSpecLine, isOnSale, type ProductCard as ProductCardModel } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { specDefinitionsQuery } from '../../queries/spec-definitions';
import { CardCompareToggle } from '../compare/CompareToggle';
import { CardHeart } from '../favourites/CardHeart';
import { CatalogueImage } from './CatalogueImage';
import { CARD_IMAGE } from './image-layouts';
import { PriceTag } from './PriceTag';

// Below sm (a phone's two-column grid, cards about 170 px wide) the card is compact: tighter
// padding, a smaller name and price, no description. Module constants, built once, not per card.
const bodyStyle = { gap: '2', p: { base: '3', sm: '4' }, flex: '1' } as const;
const eyebrowStyle = { fontSize: 'xs', letterSpacing: { base: '0.08em', sm: '0.16em' }, textTransform: 'uppercase', color: 'gold.fg', lineClamp: { base: '1', sm: 'none' } } as const;
const nameStyle = { fontFamily: 'heading', fontSize: { base: 'md', sm: 'xl' }, lineHeight: 'short', lineClamp: '2', color: 'fg' } as const;
const descriptionStyle = { fontSize: 'sm', color: 'fg.muted', lineClamp: '2', hideBelow: 'sm' } as const;
const specsStyle = { fontSize: { base: 'xs', sm: 'sm' }, color: 'fg', lineClamp: '2' } as const;
const cityStyle = { fontSize: 'xs', color: 'fg.muted', lineClamp: '1' } as const;

/** `priority`: the card is in the first row of a page, so its image is a candidate for the LCP. */
export function ProductCard({ product, priority = false }: { product: ProductCardModel; priority?: boolean }) {
  const onSale = isOnSale(product);
  // Read once per session and kept; a page whose loader has them renders the line on the server.
  const { data: definitions } = useQuery(specDefinitionsQuery());
  const specs = definitions ? headlineSpecLine(definitions, product) : '';
  return (
    // The card's link and its two buttons are siblings: a button inside a link is neither valid
    // nor reachable as itself by assistive technology.
    <Box position="relative" h="full" className="group" transition="common" _hover={{ transform: 'translateY(-2px)' }}>
      <Box
        asChild
        display="flex"
        flexDirection="column"
        h="full"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="md"
        overflow="hidden"
        transition="common"
        _groupHover={{ borderColor: 'gold.border' }}
        focusVisibleRing="outside"
      >
        <Link to="/produto/$productId" params={{ productId: product.id }} data-testid="product-card">
          <Box position="relative" aspectRatio={`${CARD_IMAGE.width} / ${CARD_IMAGE.height}`} bg="bg.muted" overflow="hidden">
            <CatalogueImage
              src={product.imageUrl}
              alt={product.name}
              width={CARD_IMAGE.width}
              height={CARD_IMAGE.height}
              sizes={CARD_IMAGE.sizes}
              priority={priority}
              transition="transform 0.6s ease"
              _groupHover={{ transform: 'scale(1.04)' }}
            />
            {(product.featured || onSale) && (
              <HStack position="absolute" top="3" left="3" gap="2">
                {product.featured && (
                  <Badge colorPalette="gold" variant="solid">
                    Destaque
                  </Badge>
                )}
                {onSale && (
                  <Badge bg="red.700" color="white">
                    Promoção
                  </Badge>
                )}
              </HStack>
            )}
          </Box>
          <Stack css={bodyStyle}>
            {product.categoryName && (
              <Text css={eyebrowStyle}>
                {product.categoryName}
                {product.subcategoryName ? ` · ${product.subcategoryName}` : ''}
              </Text>
            )}
            <Text as="h3" css={nameStyle}>
              {product.name}
            </Text>
            {specs && (
              <Text css={specsStyle} data-testid="card-specs">
                {specs}
              </Text>
            )}
            {product.description && <Text css={descriptionStyle}>{product.description}</Text>}
            {product.location && (
              <Text css={cityStyle} data-testid="card-city">
                {formatCity(product.location)}
              </Text>
            )}
            <Box mt="auto" pt="2">
              <PriceTag product={product} size="sm" />
            </Box>
          </Stack>
        </Link>
      </Box>
      <CardHeart productId={product.id} name={product.name} />
      {product.categoryId && <CardCompareToggle choice={{ id: product.id, categoryId: product.categoryId, name: product.name, imageUrl: product.imageUrl }} />}
    </Box>
  );
}
