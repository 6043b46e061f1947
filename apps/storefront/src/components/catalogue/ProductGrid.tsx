import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { SKELETON_CARDS, type ProductCard as ProductCardModel } from '@oneboss/domain';
import { useGridColumns } from '../../hooks/useGridColumns';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

// Keep in step with useGridColumns, which says how many cards the first row holds.
const columns = { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };

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
  const firstRow = useGridColumns();
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
