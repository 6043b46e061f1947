import { Button, type ButtonProps } from '@chakra-ui/react';
import { WHATSAPP_COLOR, whatsappMessage, whatsappUrl } from '@oneboss/domain';
import type { Ref } from 'react';
import { ChatIcon } from '../ui/PageIcons';
import { env } from '../../env';

/**
 * The seller's WhatsApp, opened with a message that names the product. `compact` shows only
 * 'WhatsApp' (beside a price on a phone), its accessible name still saying what it does.
 */
export function SellerContactButton({
  productName,
  compact = false,
  ref,
  ...rest
}: ButtonProps & { productName: string; compact?: boolean; ref?: Ref<HTMLAnchorElement> }) {
  return (
    // Button gives its element type="button", which on a link would name the linked file's MIME type.
    <Button asChild type={undefined} bg={WHATSAPP_COLOR} color="#0b0b0c" _hover={{ bg: '#1ebe5b' }} rounded="full" {...rest}>
      <a
        ref={ref}
        href={whatsappUrl(env.whatsappNumber, whatsappMessage(productName))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={compact ? 'Falar com o vendedor pelo WhatsApp' : undefined}
      >
        <ChatIcon /> {compact ? 'WhatsApp' : 'Falar com o vendedor'}
      </a>
    </Button>
  );
}
