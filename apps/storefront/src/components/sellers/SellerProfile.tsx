import { SELLER_KIND_LABELS, responseTimeText, sellerCity, sellerRegistrations, type Seller } from '@oneboss/domain';
import { MapPinIcon } from '../ui/PageIcons';
import { SellerLogo } from './SellerLogo';
import { VerifiedMark } from './VerifiedMark';
// This page's own classes: linked by the server's HTML of its routes (their chunk's stylesheet), not by every page's.
import './seller-profile.css';

/**
 * The top of a seller's page, above its listings: logo, kind, name, verified mark, city,
 * registrations and how fast they answer a buyer (once five leads were answered). Static classes (seller-profile.css): with the shop's frame also static, a phone
 * renders a seller's first screen without Chakra's styling system.
 */
export function SellerProfile({ seller, responseHours }: { seller: Seller; responseHours: number | null }) {
  const city = sellerCity(seller);
  const registrations = sellerRegistrations(seller);
  return (
    <section aria-labelledby="seller-title" className="page-banner">
      <div className="page-container seller-profile__frame">
        <div className="seller-profile__row">
          <SellerLogo seller={seller} size="profile" />
          <div className="seller-profile__text">
            <p className="kicker">{SELLER_KIND_LABELS[seller.kind]}</p>
            <div className="seller-profile__name-row">
              <h1 id="seller-title" className="seller-profile__name">
                {seller.name}
              </h1>
              {seller.verification && <VerifiedMark verification={seller.verification} />}
            </div>
            {city && (
              <div className="seller-profile__city">
                <MapPinIcon boxSize="4" />
                <p>{city}</p>
              </div>
            )}
            {responseHours !== null && (
              <p className="seller-profile__response" data-testid="seller-response-time">
                {responseTimeText(responseHours)}
              </p>
            )}
            {registrations.length > 0 && (
              <p className="seller-profile__registrations" data-testid="seller-registrations">
                {registrations.join(' · ')}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
