import { SELLER_KIND_LABELS, responseTimeText, sellerCity, type Seller } from '@oneboss/domain';
import { Link } from '@tanstack/react-router';
import { SellerLogo } from './SellerLogo';
import { VerifiedMark } from './VerifiedMark';

/**
 * The product page's seller card: who sells the listing, where, whether OneBoss verified it, how fast it
 * answers (once it has five answered leads), and a link to its page. Plain elements with static classes
 * (seller-card.css), as the rest of the product page's first screen.
 */
export function SellerCard({ seller, responseHours }: { seller: Seller; responseHours: number | null }) {
  const city = sellerCity(seller);
  return (
    <section aria-labelledby="seller-card-title" data-testid="seller-card" className="seller-card">
      <p className="seller-card__eyebrow">Vendido por</p>
      <div className="seller-card__who">
        <SellerLogo seller={seller} size="card" />
        <div className="seller-card__details">
          <div className="seller-card__title">
            <h2 id="seller-card-title" className="seller-card__name">
              {seller.name}
            </h2>
            {seller.verification && <VerifiedMark verification={seller.verification} />}
          </div>
          <p className="seller-card__fact">
            {SELLER_KIND_LABELS[seller.kind]}
            {city ? ` · ${city}` : ''}
          </p>
          {typeof responseHours === 'number' && (
            <p className="seller-card__fact" data-testid="seller-response-time">
              {responseTimeText(responseHours)}
            </p>
          )}
        </div>
      </div>
      <div className="seller-card__more">
        <Link to="/vendedores/$slug" params={{ slug: seller.slug }} className="seller-card__link">
          Ver página do vendedor
        </Link>
      </div>
    </section>
  );
}
