import { Button, Grid, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { SKELETON_CARDS, type ProductCard as ProductCardModel } from '@oneboss/domain';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

/** Cards per row at each of Chakra's breakpoints: the grid's columns and the size of its first row. */
const CARDS_PER_ROW = { base: 1, sm: 2, xl: 3 };
const columns = Object.fromEntries(Object.entries(CARDS_PER_ROW).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]));

export function ProductGridSkeleton() {
  return (
    <Grid templateColumns={columns} gap="6" role="status" aria-busy="true" aria-label="Carregando produtos">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </Grid>
  );
}

export function ProductGrid({ products, stale }: { products: ProductCardModel[]; stale: boolean }) {
  // The first row's images are on screen at once: they load eagerly and first. On a phone that is
  // one card; the next ones wait their turn instead of taking bandwidth from it.
  // Read from the window at once (ssr: false), so the first render already knows.
  const firstRow = useBreakpointValue(CARDS_PER_ROW, { ssr: false }) ?? CARDS_PER_ROW.base;
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={columns}
      gap="6"
      opacity={stale ? 0.55 : 1}
      transition="opacity 0.2s"
      aria-busy={stale}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < firstRow} />
        </li>
      ))}
    </Grid>
  );
}

export function EmptyResults({ onClear }: { onClear: () => void }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="20" px="4" borderWidth="1px" borderColor="border.muted" rounded="md">
      <Heading as="h2" fontSize="2xl" fontWeight="medium">
        Nenhum produto encontrado
      </Heading>
      <Text color="fg.muted">Tente ajustar os filtros ou fazer uma nova busca</Text>
      <Button colorPalette="gold" variant="outline" onClick={onClear}>
        Limpar filtros
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
