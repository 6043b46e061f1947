import { z } from 'zod';
import { isUuid } from '../uuid';
import { emailField, requiredText } from './fields';

export const LEAD_FIELD_MESSAGES = {
  name: 'Por favor, informe seu nome',
  email: 'Informe um e-mail válido.',
  phone: 'Informe um telefone válido com DDD.',
  message: 'Por favor, escreva sua mensagem',
  productId: 'Produto inválido.',
} as const;

/** Contact message (lead). The phone is kept as digits: 10 to 13 of them (DDD, optional 55). */
export const leadSchema = z.object({
  name: requiredText(LEAD_FIELD_MESSAGES.name),
  email: emailField(LEAD_FIELD_MESSAGES.email),
  phone: z
    .string({ error: LEAD_FIELD_MESSAGES.phone })
    .transform((phone) => phone.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{10,13}$/, { error: LEAD_FIELD_MESSAGES.phone })),
  message: requiredText(LEAD_FIELD_MESSAGES.message),
  productId: z
    .string()
    .nullish()
    .transform((id) => (id ? id : null))
    .refine((id) => id === null || isUuid(id), { error: LEAD_FIELD_MESSAGES.productId }),
});
export type LeadInput = z.output<typeof leadSchema>;
