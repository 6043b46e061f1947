import { FALLBACK_PRODUCT_IMAGE, firstImageUrl, productBadges, productCode, stockLabel, type ShownSpec } from '@oneboss/domain';
import type { ProductDetail } from '@oneboss/data/catalogue';
import { useEffect, useRef } from 'react';
import { PriceTag } from '../catalogue/PriceTag';
import { useInView } from '../../hooks/use-in-view';
import { toaster } from '../ui/Toaster';
import { ShareIcon } from '../ui/PageIcons';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { CompareButton } from '../compare/CompareToggle';
import { recordView } from '../recently-viewed/recently-viewed-store';
import { PriceHistoryNote } from './PriceHistoryNote';
import { ProductContactBar } from './ProductContactBar';
import { ProductHeadline } from './ProductHeadline';
import { SellerContactButton } from './SellerContactButton';
import { shareLink } from './share-link';

/** `sellerWhatsapp`: the listing seller's number, which its contact buttons open. */
export function ProductInfo({ product, headline, sellerWhatsapp }: { product: ProductDetail; headline: ShownSpec[]; sellerWhatsapp: string }) {
  const listing = { id: product.id, name: product.name, sellerWhatsapp };
  const contactButton = useRef<HTMLAnchorElement>(null);
  // On a phone the panel's button is below the gallery on the first screen, so the server's HTML
  // carries the contact bar (shown only under 768 px) and a slow phone has it before any script.
  const contactButtonShown = useInView(contactButton);
  // Kept in this browser for the home's and the profile's 'Vistos recentemente'.
  useEffect(() => recordView(product.id), [product.id]);

  const share = async () => {
    const outcome = await shareLink({ title: product.name, url: window.location.href });
    if (outcome === 'copied') toaster.create({ title: 'Link copiado', type: 'success' });
  };

  return (
    <div className="product-info">
      <div className="product-info__badges">
        {productBadges(product).map((badge) => (
          <span key={badge.kind} className={`badge badge--md badge--${badge.kind}`}>
            {badge.label}
          </span>
        ))}
      </div>
      <div className="product-info__title">
        {product.category && (
          <p className="product-info__eyebrow">
            {product.category.name}
            {product.subcategory ? ` · ${product.subcategory.name}` : ''}
          </p>
        )}
        <h1 className="product-info__name">{product.name}</h1>
        <p className="product-info__code">Código: {productCode(product.id)}</p>
      </div>
      {product.shortDescription && <p className="product-info__summary">{product.shortDescription}</p>}
      <div className="product-info__price">
        <PriceTag product={product} size="lg" />
        <PriceHistoryNote product={product} />
        <ProductHeadline specs={headline} location={product.location} />
        <p className="product-info__stock">Disponibilidade: {stockLabel(product.stockQuantity)}</p>
      </div>
      <div className="product-info__actions">
        <SellerContactButton ref={contactButton} listing={listing} size="xl" />
        <div className="product-info__buttons">
          <FavouriteButton productId={product.id} />
          {product.categoryId && (
            <CompareButton choice={{ id: product.id, categoryId: product.categoryId, name: product.name, imageUrl: firstImageUrl(product.images) ?? FALLBACK_PRODUCT_IMAGE }} />
          )}
          <button type="button" className="button button--lg button--pill button--outline product-info__wide-button" onClick={() => void share()}>
            <ShareIcon /> Compartilhar
          </button>
        </div>
      </div>
      {!contactButtonShown && <ProductContactBar product={product} listing={listing} />}
    </div>
  );
}
