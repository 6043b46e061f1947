import { sellerLogoUrl } from '@oneboss/data/catalogue';
import type { Seller } from '@oneboss/domain';
import { env } from '../../env';

/**
 * The seller's logo, or its initial on the gold border when it has none, at the product page card's
 * size or the seller page head's (static classes, seller-logo.css: both are on their page's first screen).
 */
export function SellerLogo({ seller, size }: { seller: Pick<Seller, 'name' | 'logoPath'>; size: 'card' | 'profile' }) {
  if (seller.logoPath) {
    return <img src={sellerLogoUrl(env.supabaseUrl, seller.logoPath)} alt={`Logo de ${seller.name}`} className={`seller-logo seller-logo--${size}`} loading="lazy" />;
  }
  return (
    <div aria-hidden className={`seller-logo seller-logo--initial seller-logo--${size}`}>
      {seller.name.slice(0, 1).toUpperCase()}
    </div>
  );
}
