import { z } from '../zod';
import { FIELD_MAX_LENGTHS } from '../field-limits';
import { isPrintableLine, isPrintableText } from '../printable-text';
import { isUuid } from '../uuid';
import { contactEmailField, requiredText } from './fields';
import { LEAD_FIELD_MESSAGES } from './field-messages';

/**
 * Contact message (lead), refused as the database refuses it: lengths, control characters and the
 * e-mail rule. The phone is kept as digits: 10 to 13 of them (DDD, optional 55).
 */
export const leadSchema = z.object({
  name: requiredText(LEAD_FIELD_MESSAGES.name)
    .max(FIELD_MAX_LENGTHS.leads.name, { error: LEAD_FIELD_MESSAGES.nameTooLong })
    .refine(isPrintableLine, { error: LEAD_FIELD_MESSAGES.invalidCharacters }),
  email: contactEmailField(LEAD_FIELD_MESSAGES.email),
  phone: z
    .string({ error: LEAD_FIELD_MESSAGES.phone })
    .transform((phone) => phone.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{10,13}$/, { error: LEAD_FIELD_MESSAGES.phone })),
  message: requiredText(LEAD_FIELD_MESSAGES.message)
    .max(FIELD_MAX_LENGTHS.leads.message, { error: LEAD_FIELD_MESSAGES.messageTooLong })
    .refine(isPrintableText, { error: LEAD_FIELD_MESSAGES.invalidCharacters }),
  productId: z
    .string()
    .nullish()
    .transform((id) => (id ? id : null))
    .refine((id) => id === null || isUuid(id), { error: LEAD_FIELD_MESSAGES.productId }),
});
export type LeadInput = z.output<typeof leadSchema>;
