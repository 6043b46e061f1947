import { z } from '../zod';
import { isHttpUrl } from '../http-url';
import { FIELD_MAX_LENGTHS } from '../field-limits';
import { optionalText } from './fields';

export const PARTNER_FIELD_MESSAGES = {
  nameAndLogo: 'Nome e logo são obrigatórios.',
  link: 'Informe um link válido (https://...).',
  image: 'Imagem inválida. Envie o arquivo novamente.',
  nameTooLong: 'O nome do parceiro pode ter no máximo 100 caracteres.',
  descriptionTooLong: 'A descrição do parceiro pode ter no máximo 1.000 caracteres.',
} as const;

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
