import { z } from '../zod';
import { isEmailAddress } from '../email-address';
import { isSellerSlug, SELLER_FIELD_MESSAGES, SELLER_KINDS } from '../sellers';
import { BRAZILIAN_STATES } from './brazilian-states';
import { optionalText } from './fields';

const UF_CODES: readonly string[] = BRAZILIAN_STATES.map((state) => state.code);
const digits = (text: string) => text.replace(/\D/g, '');
const nullIfEmpty = (text: string) => (text === '' ? null : text);

/**
 * The admin seller form, as the database checks it (sellers_* constraints): the slug as the page's
 * address, WhatsApp digits with the country code (a mask's spaces and signs are dropped), CNPJ as 14
 * digits, CRECI as registered; e-mail, registrations and city optional. `verifiedNote` says what a
 * verification checked; it is required when the form marks the seller verified.
 */
export const sellerSchema = z
  .object({
    name: z.string({ error: SELLER_FIELD_MESSAGES.name }).trim().min(1, { error: SELLER_FIELD_MESSAGES.name }).max(120, { error: SELLER_FIELD_MESSAGES.name }),
    slug: z
      .string({ error: SELLER_FIELD_MESSAGES.slug })
      .trim()
      .refine(isSellerSlug, { error: SELLER_FIELD_MESSAGES.slug }),
    kind: z.enum(SELLER_KINDS, { error: SELLER_FIELD_MESSAGES.kind }),
    whatsapp: z
      .string({ error: SELLER_FIELD_MESSAGES.whatsapp })
      .transform(digits)
      .refine((value) => /^[1-9][0-9]{9,14}$/.test(value), { error: SELLER_FIELD_MESSAGES.whatsapp }),
    email: optionalText.refine((value) => value === '' || (value.length <= 254 && isEmailAddress(value)), { error: SELLER_FIELD_MESSAGES.email }).transform(nullIfEmpty),
    cnpj: optionalText
      .transform(digits)
      .refine((value) => value === '' || value.length === 14, { error: SELLER_FIELD_MESSAGES.cnpj })
      .transform(nullIfEmpty),
    creci: optionalText
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || /^[0-9]{1,7}(-[FJ])?$/.test(value), { error: SELLER_FIELD_MESSAGES.creci })
      .transform(nullIfEmpty),
    uf: optionalText.refine((value) => value === '' || UF_CODES.includes(value), { error: SELLER_FIELD_MESSAGES.cityNeedsUf }).transform(nullIfEmpty),
    cityId: z.union([z.number(), z.string()]).nullish().transform((value) => (value === null || value === undefined || value === '' ? null : Number(value))),
    verified: z.boolean().nullish().transform((value) => value ?? false),
    verifiedNote: optionalText.refine((value) => value.length <= 300, { error: SELLER_FIELD_MESSAGES.verifiedNote }).transform(nullIfEmpty),
    trusted: z.boolean().nullish().transform((value) => value ?? false),
    active: z.boolean().nullish().transform((value) => value ?? true),
    /** The logo as the form holds it (a stored object path, '' for none, or a picked file): passed on for the data layer to store. */
    logoPath: z.unknown(),
  })
  .superRefine((values, ctx) => {
    if (values.cityId !== null && (!Number.isInteger(values.cityId) || values.uf === null)) {
      ctx.addIssue({ code: 'custom', path: ['cityId'], message: SELLER_FIELD_MESSAGES.cityNeedsUf });
    }
    if (values.verified && values.verifiedNote === null) ctx.addIssue({ code: 'custom', path: ['verifiedNote'], message: SELLER_FIELD_MESSAGES.verifiedNote });
  });

export type SellerInput = z.output<typeof sellerSchema>;
export type SellerFormValues = z.input<typeof sellerSchema>;
