import { z } from '../zod';
import { isHttpUrl } from '../http-url';
import { FIELD_MAX_LENGTHS } from '../field-limits';
import { optionalText } from './fields';
import { PARTNER_FIELD_MESSAGES } from './field-messages';

const requiredForPartner = z
  .string({ error: PARTNER_FIELD_MESSAGES.nameAndLogo })
  .trim()
  .min(1, { error: PARTNER_FIELD_MESSAGES.nameAndLogo });

/** Partner form: name and logo required; the link is optional; link and pictures must be http(s) URLs. */
export const partnerSchema = z.object({
  name: requiredForPartner.max(FIELD_MAX_LENGTHS.partners.name, { error: PARTNER_FIELD_MESSAGES.nameTooLong }),
  description: optionalText
    .refine((text) => text.length <= FIELD_MAX_LENGTHS.partners.description, { error: PARTNER_FIELD_MESSAGES.descriptionTooLong })
    .transform((text) => (text === '' ? null : text)),
  link: optionalText
    .refine((link) => link === '' || isHttpUrl(link), { error: PARTNER_FIELD_MESSAGES.link })
    .transform((link) => (link === '' ? null : link)),
  // A missing logo is told as missing, not as an invalid picture.
  logoUrl: requiredForPartner.refine((url) => url === '' || isHttpUrl(url), { error: PARTNER_FIELD_MESSAGES.image }),
  bannerImageUrl: optionalText
    .refine((url) => url === '' || isHttpUrl(url), { error: PARTNER_FIELD_MESSAGES.image })
    .transform((url) => (url === '' ? null : url)),
});
export type PartnerInput = z.output<typeof partnerSchema>;
