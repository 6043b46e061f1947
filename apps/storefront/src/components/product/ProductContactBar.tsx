import type { ProductDetail } from '@oneboss/data/catalogue';
import { PriceTag } from '../catalogue/PriceTag';
import type { WhatsappListing } from '../../leads/whatsapp-tap';
import { SellerContactButton } from './SellerContactButton';

/**
 * Under 768 px, the price and the seller's WhatsApp above the bottom bar: on a phone the panel's
 * own button is below the gallery, and a buyer reading the description should not scroll back.
 */
export function ProductContactBar({ product, listing }: { product: ProductDetail; listing: WhatsappListing }) {
  return (
    <div data-contact-bar="" role="region" aria-label="Contato com o vendedor" className="contact-bar">
      <div className="contact-bar__price">
        <PriceTag product={product} />
      </div>
      <SellerContactButton listing={listing} compact size="lg" />
    </div>
  );
}
