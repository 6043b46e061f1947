import { HStack, Stack, Text } from '@chakra-ui/react';
import { formatBRL, priceDisplay, type Product } from '@oneboss/domain';

type Priced = Pick<Product, 'price' | 'salePrice' | 'priceOnRequest'>;

/** Spec §4 price rules: 'Sob Consulta', struck-through price beside the sale price, the price, or 'Preço não disponível'. */
export function PriceTag({ product, size = 'md' }: { product: Priced; size?: 'md' | 'lg' }) {
  const display = priceDisplay(product);
  const mainSize = size === 'lg' ? { base: '2xl', md: '3xl' } : 'lg';
  switch (display.kind) {
    case 'on-request':
    case 'unavailable':
      return (
        <Text fontSize={mainSize} fontFamily="heading" color="gold.fg" fontWeight="semibold">
          {display.label}
        </Text>
      );
    case 'sale':
      return (
        <Stack gap="0" direction={size === 'lg' ? 'column' : 'row'} align={size === 'lg' ? 'flex-start' : 'baseline'} columnGap="2">
          <Text as="s" fontSize={size === 'lg' ? 'md' : 'sm'} color="fg.subtle" aria-label={`De ${formatBRL(display.price)}`}>
            {formatBRL(display.price)}
          </Text>
          <Text fontSize={mainSize} fontWeight="semibold" color="gold.fg" aria-label={`Por ${formatBRL(display.salePrice)}`}>
            {formatBRL(display.salePrice)}
          </Text>
        </Stack>
      );
    case 'regular':
      return (
        <HStack>
          <Text fontSize={mainSize} fontWeight="semibold" color="gold.fg">
            {formatBRL(display.price)}
          </Text>
        </HStack>
      );
  }
}
