import { z } from './zod';
import { PASSWORD_MIN_LENGTH, signUpSchema } from './schemas/auth';
import { AUTH_FIELD_MESSAGES } from './schemas/field-messages';
import { emailField } from './schemas/fields';

/** The rules a new password must meet, each with whether `password` meets it, shown as it is typed. */
export function passwordRules(password: string): { label: string; met: boolean }[] {
  return [{ label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`, met: password.length >= PASSWORD_MIN_LENGTH }];
}

/**
 * A Brazilian phone as it is typed: '(11) 99999-9999' for a mobile, '(11) 3333-4444' for a
 * landline, a leading +55 kept apart. Anything else (a foreign number) is left as typed.
 */
export function formatWhatsapp(typed: string): string {
  const trimmed = typed.trimStart();
  if (trimmed.startsWith('+') && !trimmed.startsWith('+55')) return typed;
  let digits = typed.replace(/\D/g, '');
  const country = trimmed.startsWith('+55') ? '+55 ' : '';
  if (country) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return country.trim();
  if (digits.length <= 2) return `${country}(${digits}`;
  const area = `${country}(${digits.slice(0, 2)}) `;
  const rest = digits.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length <= split ? `${area}${rest}` : `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Dados Cadastrais: the profile's name, WhatsApp and state, with the sign-up's rules. */
export const profileFormSchema = signUpSchema.pick({ fullName: true, whatsapp: true, estado: true });

/** Segurança: the new e-mail address, confirmed by a link sent to it. */
export const changeEmailSchema = z.object({ email: emailField(AUTH_FIELD_MESSAGES.validEmail) });
