import { SKELETON_CARDS, type ProductCard as ProductCardModel } from '@oneboss/domain';
import type { ShopLocation } from '../../hooks/use-shop-navigation';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { ShopLink } from './ShopLink';
import './shop-states.css';

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
    <div className="shop-state">
      <h2 className="shop-state__title">Nenhum produto encontrado</h2>
      <p className="shop-state__text">Tente ajustar os filtros ou fazer uma nova busca</p>
      <ShopLink location={clearAll} className="button button--outline">
        Limpar filtros
      </ShopLink>
    </div>
  );
}

export function ResultsError() {
  return (
    <div className="shop-state shop-state--error" role="alert">
      <h2 className="shop-state__title">Erro ao carregar produtos</h2>
      <button type="button" className="button button--solid" onClick={() => window.location.reload()}>
        Tentar novamente
      </button>
    </div>
  );
}
