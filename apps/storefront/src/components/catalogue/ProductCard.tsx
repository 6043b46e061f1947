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
// padding, a smaller name and price, no description (product-card.css, in the root's stylesheet).
const mediaStyle = { aspectRatio: `${CARD_IMAGE.width} / ${CARD_IMAGE.height}` } as const;

/** `priority`: the card is in the first row of a page, so its image is a candidate for the LCP. */
export function ProductCard({ product, priority = false }: { product: ProductCardModel; priority?: boolean }) {
  const onSale = isOnSale(product);
  // Read once per session and kept; a page whose loader has them renders the line on the server.
  const { data: definitions } = useQuery(specDefinitionsQuery());
  const specs = definitions ? headlineSpecLine(definitions, product) : '';
  return (
    // The card's link and its two buttons are siblings: a button inside a link is neither valid
    // nor reachable as itself by assistive technology.
    <div className="group product-card">
      <Link to="/produto/$productId" params={{ productId: product.id }} className="product-card__link" data-testid="product-card">
        <div className="product-card__media" style={mediaStyle}>
          <CatalogueImage
            src={product.imageUrl}
            alt={product.name}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            sizes={CARD_IMAGE.sizes}
            priority={priority}
            className="product-card__image"
          />
          {(product.featured || onSale) && (
            <div className="product-card__badges">
              {product.featured && <span className="badge badge--sm badge--featured">Destaque</span>}
              {onSale && <span className="badge badge--sm badge--sale">Promoção</span>}
            </div>
          )}
        </div>
        <div className="product-card__body">
          {product.categoryName && (
            <p className="product-card__eyebrow">
              {product.categoryName}
              {product.subcategoryName ? ` · ${product.subcategoryName}` : ''}
            </p>
          )}
          <h3 className="product-card__name">{product.name}</h3>
          {specs && (
            <p className="product-card__specs" data-testid="card-specs">
              {specs}
            </p>
          )}
          {product.description && <p className="product-card__description">{product.description}</p>}
          {product.location && (
            <p className="product-card__city" data-testid="card-city">
              {formatCity(product.location)}
            </p>
          )}
          <div className="product-card__price">
            <PriceTag product={product} size="sm" />
          </div>
        </div>
      </Link>
      <CardHeart productId={product.id} name={product.name} />
      {product.categoryId && <CardCompareToggle choice={{ id: product.id, categoryId: product.categoryId, name: product.name, imageUrl: product.imageUrl }} />}
    </div>
  );
}
