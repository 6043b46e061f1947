import { Link } from '@tanstack/react-router';
import { Hydrate } from '@tanstack/react-start';
import { belowTheFold } from '../ui/below-the-fold';
import { AlsoFeaturedProducts } from './ProductCarouselSection';

/**
 * Missing or unpublished product, or a load that failed: the error's text replaces the title.
 * With `suggestions` the featured products follow, so a dead link still leads somewhere.
 * Static classes (product-page.css), so the product page's chunk carries none of Chakra's parts.
 */
export function ProductNotFound({ message, suggestions = false }: { message?: string; suggestions?: boolean }) {
  return (
    <div className="page-container product-not-found">
      <div className="product-not-found__message" role={message ? 'alert' : undefined}>
        <h1 className="product-not-found__title">{message ?? 'Produto não encontrado'}</h1>
        <p className="product-not-found__text">Não foi possível encontrar o produto solicitado.</p>
        <Link to="/loja" className="button button--lg button--solid">
          Voltar para a loja
        </Link>
      </div>
      {suggestions && (
        <div className="product-not-found__suggestions">
          {/* A boundary of its own, so the product page's chunk (which holds this page) carries no card code. */}
          <Hydrate {...belowTheFold}>
            <AlsoFeaturedProducts productId="" />
          </Hydrate>
        </div>
      )}
    </div>
  );
}
