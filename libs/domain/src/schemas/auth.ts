import { z } from '../zod';
import { FIELD_MAX_LENGTHS } from '../field-limits';
import { AUTH_MESSAGES } from '../messages';
import { isPrintableLine } from '../printable-text';
import { isBrazilianStateCode } from './brazilian-states';
import { emailField, requiredText } from './fields';
import { AUTH_FIELD_MESSAGES } from './field-messages';

/** The password is sent as typed: no trimming and no format rules. */
const password = z.string({ error: AUTH_FIELD_MESSAGES.password }).min(1, { error: AUTH_FIELD_MESSAGES.password });

/** The auth server's `minimum_password_length` (supabase/config.toml; the embedded backend's default). */
export const PASSWORD_MIN_LENGTH = 6;

/** A password being chosen (sign-up, reset, change): as typed, at least the server's minimum, checked before sending. */
const newPassword = password.refine((typed) => typed.length === 0 || typed.length >= PASSWORD_MIN_LENGTH, {
  error: AUTH_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH),
});

export const signInSchema = z.object({
  email: requiredText(AUTH_FIELD_MESSAGES.email),
  password,
});
export type SignInInput = z.output<typeof signInSchema>;

/** Name and WhatsApp go to the profile, whose columns hold at most 200 and 40 printable characters. */
export const signUpSchema = z.object({
  fullName: requiredText(AUTH_FIELD_MESSAGES.fullName)
    .max(FIELD_MAX_LENGTHS.profiles.full_name, { error: AUTH_FIELD_MESSAGES.fullNameTooLong })
    .refine(isPrintableLine, { error: AUTH_FIELD_MESSAGES.invalidCharacters }),
  whatsapp: requiredText(AUTH_FIELD_MESSAGES.whatsapp)
    .max(FIELD_MAX_LENGTHS.profiles.whatsapp, { error: AUTH_FIELD_MESSAGES.whatsappTooLong })
    .refine(isPrintableLine, { error: AUTH_FIELD_MESSAGES.invalidCharacters }),
  estado: requiredText(AUTH_FIELD_MESSAGES.estado).refine(isBrazilianStateCode, { error: AUTH_FIELD_MESSAGES.estado }),
  email: requiredText(AUTH_FIELD_MESSAGES.email),
  password: newPassword,
});
export type SignUpInput = z.output<typeof signUpSchema>;

/** A new password (recovery link, Segurança), typed twice; the server enforces its length and strength too. */
export const newPasswordSchema = z
  .object({
    password: newPassword,
    confirmation: z.string({ error: AUTH_FIELD_MESSAGES.passwordConfirmation }).min(1, { error: AUTH_FIELD_MESSAGES.passwordConfirmation }),
  })
  .refine((values) => values.password === values.confirmation, { error: AUTH_MESSAGES.passwordMismatch, path: ['confirmation'] });

export const forgotPasswordSchema = z.object({
  email: emailField(AUTH_FIELD_MESSAGES.validEmail),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** Account deletion: the e-mail must be non-empty and contain '@'. */
export const accountDeletionSchema = z.object({
  email: requiredText(AUTH_FIELD_MESSAGES.accountDeletionEmail).refine((email) => email.includes('@'), {
    error: AUTH_FIELD_MESSAGES.accountDeletionEmail,
  }),
});
