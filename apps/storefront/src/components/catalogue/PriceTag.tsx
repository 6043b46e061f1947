import { Flex, Text } from '@chakra-ui/react';
import { formatBRL, priceDisplay, type Product } from '@oneboss/domain';

type Priced = Pick<Product, 'price' | 'salePrice' | 'priceOnRequest'>;

const MAIN_SIZES = { sm: { base: 'sm', sm: 'lg' }, md: 'lg', lg: { base: '2xl', md: '3xl' } } as const;

/**
 * Price rules: 'Sob Consulta', struck-through price beside the sale price, the price, or 'Preço não
 * disponível'. `sm`: a card's, a size smaller on a phone, where two cards share the width.
 */
export function PriceTag({ product, size = 'md' }: { product: Priced; size?: 'sm' | 'md' | 'lg' }) {
  const display = priceDisplay(product);
  const mainSize = MAIN_SIZES[size];
  // An amount never breaks across lines: 'R$ 3.900.000,00' read as two numbers.
  const main = { fontSize: mainSize, fontWeight: 'semibold', color: 'gold.fg', lineHeight: 'short', whiteSpace: 'nowrap' } as const;
  switch (display.kind) {
    case 'on-request':
    case 'unavailable':
      return <Text {...main}>{display.label}</Text>;
    case 'sale':
      return (
        <Flex wrap="wrap" align="baseline" columnGap="2">
          <Text as="s" fontSize={size === 'lg' ? 'md' : 'sm'} color="fg.muted" whiteSpace="nowrap">
            <Text as="span" srOnly>
              De{' '}
            </Text>
            {formatBRL(display.price)}
          </Text>
          <Text {...main}>
            <Text as="span" srOnly>
              por{' '}
            </Text>
            {formatBRL(display.salePrice)}
          </Text>
        </Flex>
      );
    case 'regular':
      return <Text {...main}>{formatBRL(display.price)}</Text>;
  }
}
