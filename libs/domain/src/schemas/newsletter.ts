import { z } from '../zod';
import { contactEmailField } from './fields';

export const NEWSLETTER_EMAIL_MESSAGE = 'Informe um e-mail válido.';

export const newsletterSchema = z.object({
  email: contactEmailField(NEWSLETTER_EMAIL_MESSAGE),
});
export type NewsletterInput = z.output<typeof newsletterSchema>;
