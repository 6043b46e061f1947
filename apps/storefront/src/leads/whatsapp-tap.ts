import { recordWhatsappLead } from '@oneboss/data/catalogue';
import { leadPagePath, whatsappLeadMessage, whatsappUrl } from '@oneboss/domain';
import { storedAccessToken } from '../auth/stored-session';
import { env } from '../env';
import { currentVisitAttribution, keepWhatsappLeadCode, visitorId, whatsappLeadCode } from './visit';

/** The listing a WhatsApp tap is about, and the number of the seller who answers it. */
export interface WhatsappListing {
  id: string;
  name: string;
  sellerWhatsapp: string;
}

/**
 * A tap on "Falar com o vendedor": the chat opens at once with a message naming the listing, its
 * link and the lead's code, and the lead is recorded beside it by a keep-alive request that is
 * never waited for (a slow network must not hold the buyer back). The code is the browser's, so it
 * is in the message before the database answers; the database keeps it only if no lead holds it.
 */
export function openWhatsappLead(listing: WhatsappListing) {
  const referenceCode = whatsappLeadCode(listing.id);
  const message = whatsappLeadMessage(listing.name, `${env.siteUrl}/produto/${listing.id}`, referenceCode);
  window.open(whatsappUrl(listing.sellerWhatsapp, message), '_blank', 'noopener,noreferrer');
  recordWhatsappLead(
    { url: env.supabaseUrl, anonKey: env.supabaseAnonKey, accessToken: storedAccessToken() },
    { productId: listing.id, referenceCode, visitorId: visitorId(), pagePath: leadPagePath(window.location.href), ...currentVisitAttribution() },
  )
    .then((code) => {
      if (code) keepWhatsappLeadCode(listing.id, code);
    })
    // The chat is open either way; a lost record only costs the back office a trace.
    .catch((error: unknown) => console.error('WhatsApp lead not recorded', error));
}
