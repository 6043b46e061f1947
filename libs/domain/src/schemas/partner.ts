import { z } from 'zod';
import { optionalText } from './fields';

export const PARTNER_FIELD_MESSAGES = {
  nameAndLogo: 'Nome e logo são obrigatórios.',
  link: 'Informe um link válido (https://...).',
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const requiredForPartner = z
  .string({ error: PARTNER_FIELD_MESSAGES.nameAndLogo })
  .trim()
  .min(1, { error: PARTNER_FIELD_MESSAGES.nameAndLogo });

/** Partner form: name and logo required; the link is optional but must be an http(s) URL. */
export const partnerSchema = z.object({
  name: requiredForPartner,
  description: optionalText.transform((text) => (text === '' ? null : text)),
  link: optionalText
    .refine((link) => link === '' || isHttpUrl(link), { error: PARTNER_FIELD_MESSAGES.link })
    .transform((link) => (link === '' ? null : link)),
  logoUrl: requiredForPartner,
  bannerImageUrl: optionalText.transform((url) => (url === '' ? null : url)),
});
export type PartnerInput = z.output<typeof partnerSchema>;
