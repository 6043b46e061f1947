import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { SKELETON_CARDS, type ProductCard as ProductCardModel } from '@oneboss/domain';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

const columns = { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };
/** The widest layout's first row: those images are on screen at once and must not wait to be lazy-loaded. */
const FIRST_ROW = 3;

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
          <ProductCard product={product} priority={index < FIRST_ROW} />
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
