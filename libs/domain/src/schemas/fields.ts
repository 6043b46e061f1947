import { z } from '../zod';
import { isEmailAddress } from '../email-address';

/** Text that must not be blank; the message shows for missing, non-string and blank alike. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** Required, well-formed e-mail address. */
export function emailField(message: string) {
  return z.string({ error: message }).trim().pipe(z.email({ error: message }));
}

/** Required e-mail a visitor leaves us (lead, newsletter): what the database's is_email_address accepts. */
export function contactEmailField(message: string) {
  return z.string({ error: message }).trim().refine(isEmailAddress, { error: message });
}

/** Optional free text: missing or null becomes ''. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim());
