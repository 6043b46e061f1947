import { AUTH_MESSAGES, CATEGORY_MESSAGES, LEAD_FIELD_MESSAGES, NEWSLETTER_EMAIL_MESSAGE, NEWSLETTER_MESSAGES, PRODUCT_MESSAGES } from '@oneboss/domain';
import { COMMON_MESSAGES, mapError, type AreaRule, type ErrorArea } from './common-errors';
import type { DataError, ErrorShape } from './data-error';

export { DataError, isNetworkFailure, isTransientError } from './data-error';
export type { ErrorArea } from './common-errors';

/** The §8 texts libs/data returns, from the domain's catalogue plus the few only the server side needs. */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  storageLimit: PRODUCT_MESSAGES.uploadQuotaExceeded,
  newsletterDuplicate: NEWSLETTER_MESSAGES.duplicate.description,
  subcategoryDuplicate: CATEGORY_MESSAGES.duplicateSubcategory,
  attributeDuplicate: CATEGORY_MESSAGES.duplicateAttribute,
  invalidCredentials: AUTH_MESSAGES.loginFailed,
  googleFailed: AUTH_MESSAGES.googleFailed,
  adminRequired: PRODUCT_MESSAGES.requiresAdmin,
  categoryDuplicate: 'Já existe uma categoria com esse identificador.',
  categoryInUse: 'Não é possível remover a categoria: existem produtos vinculados a ela.',
  subcategoryInUse: 'Não é possível remover a subcategoria: existem produtos vinculados a ela.',
  attributeInUse: 'Não é possível remover o atributo: existem produtos vinculados a ele.',
  emailInUse: 'Este e-mail já está cadastrado.',
  leadRateLimited: 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
  leadEmailInvalid: LEAD_FIELD_MESSAGES.email,
  leadPhoneInvalid: LEAD_FIELD_MESSAGES.phone,
  leadTextInvalid: LEAD_FIELD_MESSAGES.invalidCharacters,
  newsletterEmailInvalid: NEWSLETTER_EMAIL_MESSAGE,
} as const;

const DUPLICATE_MESSAGES: Partial<Record<ErrorArea, string>> = {
  newsletter: MESSAGES.newsletterDuplicate,
  categories: MESSAGES.categoryDuplicate,
  subcategories: MESSAGES.subcategoryDuplicate,
  attributes: MESSAGES.attributeDuplicate,
};

const IN_USE_MESSAGES: Partial<Record<ErrorArea, string>> = {
  categories: MESSAGES.categoryInUse,
  subcategories: MESSAGES.subcategoryInUse,
  attributes: MESSAGES.attributeInUse,
};

/**
 * The checks on what visitors write that the forms also apply, by constraint name: they all arrive
 * as 23514 (older @supabase/lite servers sent "SUP"), and only the name tells which field to fix.
 */
const VISITOR_CHECK_MESSAGES: Partial<Record<ErrorArea, Readonly<Record<string, string>>>> = {
  leads: {
    leads_email_format: MESSAGES.leadEmailInvalid,
    leads_phone_format: MESSAGES.leadPhoneInvalid,
    leads_name_printable: MESSAGES.leadTextInvalid,
    leads_message_printable: MESSAGES.leadTextInvalid,
  },
  newsletter: { newsletter_subscribers_email_format: MESSAGES.newsletterEmailInvalid },
};

/** A visitor's lead or subscription refused: the lead rate limit (PT429) or one of the checks above. */
function visitorRefusal({ code, message }: ErrorShape, area: ErrorArea): string | undefined {
  if (area === 'leads' && code === 'PT429') return MESSAGES.leadRateLimited;
  const checks = Object.entries(VISITOR_CHECK_MESSAGES[area] ?? {});
  return checks.find(([constraint]) => message.includes(`"${constraint}"`))?.[1];
}

function isStorageLimit({ message, status, code }: ErrorShape): boolean {
  return status === 413 || code === 'EntityTooLarge' || /exceeded the maximum allowed size|quota|payload too large|storage limit/i.test(message);
}

/** A password the auth server refused: too short (the minimum is in its message) or too weak. */
function weakPasswordText(message: string): string {
  const minimum = message.match(/at least (\d+) characters/i)?.[1];
  return minimum ? AUTH_MESSAGES.passwordTooShort(Number(minimum)) : AUTH_MESSAGES.passwordTooWeak;
}

/** Auth refusals that carry their own text; the rest fall through to the common rules. */
function authRefusal({ code, message, name }: ErrorShape): string | undefined {
  if (code === 'invalid_credentials') return MESSAGES.invalidCredentials;
  if (name === 'AuthSessionMissingError') return MESSAGES.sessionInvalid;
  if (code === 'user_already_exists' || code === 'email_exists') return MESSAGES.emailInUse;
  if (code === 'weak_password') return weakPasswordText(message);
  if (code === 'same_password') return AUTH_MESSAGES.passwordReused;
  if (code === 'otp_expired') return AUTH_MESSAGES.recoveryLinkInvalid;
  if (code === 'email_not_confirmed') return AUTH_MESSAGES.emailNotConfirmed;
  return undefined;
}

/** Storage quota and auth refusals, read before the common session and permission checks. */
const earlyRule: AreaRule = (shape, area) => {
  const { code } = shape;
  if (area === 'images' && isStorageLimit(shape)) return { code: code || 'storage-limit', text: MESSAGES.storageLimit };
  const authText = area === 'auth' ? authRefusal(shape) : undefined;
  if (authText) return { code, text: authText };
  return undefined;
};

/** Visitor refusals, duplicates and rows still in use, read after the session and permission checks. */
const lateRule: AreaRule = (shape, area) => {
  const { code, message } = shape;
  const refusal = visitorRefusal(shape, area);
  if (refusal) return { code, text: refusal };
  if (code === '23505') return { code, text: DUPLICATE_MESSAGES[area] ?? message };
  if (code === '23503' && IN_USE_MESSAGES[area]) return { code, text: IN_USE_MESSAGES[area] };
  return undefined;
};

/**
 * Maps any error of supabase-js, postgrest-js, auth-js, storage-js or fetch to a `DataError`
 * whose `userMessage` is the spec §8 text for that area. `httpStatus` is the response status when
 * the error object lacks it (PostgREST errors), so 5xx answers stay retryable.
 */
export function toUserError(error: unknown, area: ErrorArea, httpStatus?: number): DataError {
  return mapError(error, area, httpStatus, { early: earlyRule, late: lateRule });
}
