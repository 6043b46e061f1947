import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { SKELETON_CARDS, type ProductCard as ProductCardModel } from '@oneboss/domain';
import type { ShopLocation } from '../../hooks/use-shop-navigation';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { ShopLink } from './ShopLink';

/**
 * Cards per row at each of Chakra's breakpoints. Two on a phone, where the card is compact, so a
 * buyer sees at least two listings per screen. From md the filter sidebar takes 18rem, so one
 * card per row until lg leaves two cards room for a full price on one line.
 */
const CARDS_PER_ROW = { base: 2, md: 1, lg: 2, xl: 3 };
const GRID_GAP = { base: '3', sm: '6' };
const columns = Object.fromEntries(Object.entries(CARDS_PER_ROW).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]));

export function ProductGridSkeleton() {
  return (
    <Grid templateColumns={columns} gap={GRID_GAP} role="status" aria-busy="true" aria-label="Carregando produtos">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Grid>
  );
}

export function ProductGrid({ products, stale }: { products: ProductCardModel[]; stale: boolean }) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={columns}
      gap={GRID_GAP}
      opacity={stale ? 0.55 : 1}
      transition="opacity 0.2s"
      aria-busy={stale}
    >
      {/* The first card's picture loads eagerly and first (on a phone it is the only one on screen);
          the others are lazy, which the browser still fetches at once where they are in view. */}
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index === 0} />
        </li>
      ))}
    </Grid>
  );
}

export function EmptyResults({ clearAll }: { clearAll: ShopLocation }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="20" px="4" borderWidth="1px" borderColor="border.muted" rounded="md">
      <Heading as="h2" fontSize="2xl" fontWeight="medium">
        Nenhum produto encontrado
      </Heading>
      <Text color="fg.muted">Tente ajustar os filtros ou fazer uma nova busca</Text>
      <Button asChild colorPalette="gold" variant="outline">
        <ShopLink location={clearAll}>Limpar filtros</ShopLink>
      </Button>
    </Stack>
  );
}

export function ResultsError() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="20" px="4" borderWidth="1px" borderColor="border.error" rounded="md" role="alert">
      <Heading as="h2" fontSize="2xl" fontWeight="medium">
        Erro ao carregar produtos
      </Heading>
      <Button colorPalette="gold" onClick={() => window.location.reload()}>
        Tentar novamente
      </Button>
    </Stack>
  );
}
