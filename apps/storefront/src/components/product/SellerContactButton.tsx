import { whatsappMessage, whatsappUrl } from '@oneboss/domain';
import type { Ref } from 'react';
import { openWhatsappLead, type WhatsappListing } from '../../leads/whatsapp-tap';
import { ChatIcon } from '../ui/PageIcons';

/**
 * The listing seller's WhatsApp. Before the page's JavaScript runs it is a plain link to the chat;
 * after, a tap records the lead and opens the chat with its code (openWhatsappLead). `compact`
 * shows only 'WhatsApp' (beside a price on a phone), its accessible name still saying what it does.
 * Static classes (button.css, seller-contact-button.css): it is on the product page's first screen.
 */
export function SellerContactButton({
  listing,
  compact = false,
  size,
  ref,
}: {
  listing: WhatsappListing;
  compact?: boolean;
  size: 'lg' | 'xl';
  ref?: Ref<HTMLAnchorElement>;
}) {
  return (
    <a
      ref={ref}
      className={`button button--${size} whatsapp-button`}
      href={whatsappUrl(listing.sellerWhatsapp, whatsappMessage(listing.name))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={compact ? 'Falar com o vendedor pelo WhatsApp' : undefined}
      onClick={(event) => {
        // A modified click (new tab, download) is the browser's; a plain one records the lead first.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openWhatsappLead(listing);
      }}
    >
      <ChatIcon /> {compact ? 'WhatsApp' : 'Falar com o vendedor'}
    </a>
  );
}
