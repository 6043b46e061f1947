import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { SKELETON_CARDS, type ProductCard as ProductCardModel } from '@oneboss/domain';
import type { ShopLocation } from '../../hooks/use-shop-navigation';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { ShopLink } from './ShopLink';

export function ProductGridSkeleton() {
  return (
    <div className="product-grid" role="status" aria-busy="true" aria-label="Carregando produtos">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

export function ProductGrid({ products, stale }: { products: ProductCardModel[]; stale: boolean }) {
  return (
    <ul className={stale ? 'product-grid product-grid--stale' : 'product-grid'} aria-busy={stale}>
      {/* The first card's picture loads eagerly and first (on a phone it is the only one on screen);
          the others are lazy, which the browser still fetches at once where they are in view. */}
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index === 0} />
        </li>
      ))}
    </ul>
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
