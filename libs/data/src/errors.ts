import { AUTH_FIELD_MESSAGES, AUTH_MESSAGES, CATEGORY_MESSAGES, NEWSLETTER_MESSAGES, PRODUCT_MESSAGES, REQUEST_MESSAGES, SPEC_DEFINITION_MESSAGES } from '@oneboss/domain';
import { AUTH_ERROR_MESSAGES } from './auth-error-messages';
import { CHECK_CONSTRAINT_MESSAGES, INVALID_VALUE, violatedCheckConstraint } from './check-constraint-messages';
import { COMMON_MESSAGES, mapError, type AreaRule, type ErrorArea } from './common-errors';
import type { DataError, ErrorShape } from './data-error';

export { DataError, isNetworkFailure, isTransientError } from './data-error';
export type { ErrorArea } from './common-errors';

/** The user-facing texts libs/data returns, from the domain's catalogue plus the few only the server side needs. */
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
  emailInUse: AUTH_ERROR_MESSAGES.email_exists,
  leadRateLimited: REQUEST_MESSAGES.formRateLimited,
  duplicate: 'Este registro já existe.',
  invalidValue: INVALID_VALUE,
  missingValue: 'Preencha os campos obrigatórios.',
  unsupportedImage: 'Formato de imagem não suportado. Envie PNG, JPG ou WebP.',
  leakedPassword: 'Esta senha aparece em vazamentos de dados conhecidos. Escolha outra senha.',
} as const;

const DUPLICATE_MESSAGES: Partial<Record<ErrorArea, string>> = {
  newsletter: MESSAGES.newsletterDuplicate,
  categories: MESSAGES.categoryDuplicate,
  subcategories: MESSAGES.subcategoryDuplicate,
  attributes: MESSAGES.attributeDuplicate,
  specs: SPEC_DEFINITION_MESSAGES.keyTaken,
};

const IN_USE_MESSAGES: Partial<Record<ErrorArea, string>> = {
  categories: MESSAGES.categoryInUse,
  subcategories: MESSAGES.subcategoryInUse,
  attributes: MESSAGES.attributeInUse,
};

/** Foreign keys a person breaks by a choice in a form, by name; any other one means a row still in use. */
const FOREIGN_KEY_MESSAGES: Readonly<Record<string, string>> = {
  products_city_in_uf: 'A cidade escolhida não fica na UF informada. Escolha a cidade novamente.',
  spec_definitions_subcategory_in_category: 'A subcategoria escolhida não pertence a esta categoria.',
};

function brokenForeignKeyText({ code, message }: ErrorShape): string | undefined {
  if (code !== '23503') return undefined;
  const constraint = /foreign key constraint "([^"]+)"/.exec(message)?.[1];
  return constraint ? FOREIGN_KEY_MESSAGES[constraint] : undefined;
}

/** PostgreSQL's refusals of a value, which name a column or type and no field a person sees. */
const VALUE_ERROR_CODES = new Set(['22001', '22003', '22007', '22008', '22P02', '23514']);

/** A refused value: its check constraint's text when the message names one, else a general one. */
function refusedValue({ code, message }: ErrorShape): string | undefined {
  const constraint = violatedCheckConstraint(message);
  if (constraint) return CHECK_CONSTRAINT_MESSAGES[constraint] ?? MESSAGES.invalidValue;
  if (code === '23502') return MESSAGES.missingValue;
  return VALUE_ERROR_CODES.has(code) ? MESSAGES.invalidValue : undefined;
}

function isStorageLimit({ message, status, code }: ErrorShape): boolean {
  return status === 413 || code === 'EntityTooLarge' || /exceeded the maximum allowed size|quota|payload too large|storage limit/i.test(message);
}

/**
 * A password the auth server refused: found in leaked-password lists, too short (the minimum is in
 * its message) or missing kinds of characters. `reasons` is what auth-js reads from the answer.
 */
function weakPasswordText(error: unknown, message: string): string {
  const reasons = (error as { reasons?: unknown } | null)?.reasons;
  if (Array.isArray(reasons) && reasons.includes('pwned')) return MESSAGES.leakedPassword;
  const minimum = message.match(/at least (\d+) characters/i)?.[1];
  return minimum ? AUTH_MESSAGES.passwordTooShort(Number(minimum)) : AUTH_MESSAGES.passwordTooWeak;
}

/** An auth refusal's text: its code's, read more closely for a weak password or an invalid e-mail. */
function authRefusal(error: unknown, { code, message, name }: ErrorShape): string | undefined {
  if (name === 'AuthSessionMissingError') return MESSAGES.sessionInvalid;
  if (code === 'weak_password') return weakPasswordText(error, message);
  if (code === 'validation_failed' && /e-?mail/i.test(message)) return AUTH_FIELD_MESSAGES.validEmail;
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code) ? AUTH_ERROR_MESSAGES[code] : undefined;
}

/** Storage refusals and auth refusals, read before the common session and permission checks. */
const earlyRule: AreaRule = (shape, area, error) => {
  const { code } = shape;
  if (area === 'images' && isStorageLimit(shape)) return { code: code || 'storage-limit', text: MESSAGES.storageLimit };
  if ((area === 'images' || area === 'partners') && shape.status === 415) return { code: code || 'unsupported-image', text: MESSAGES.unsupportedImage };
  const authText = area === 'auth' || shape.name.startsWith('Auth') ? authRefusal(error, shape) : undefined;
  if (authText) return { code, text: authText };
  return undefined;
};

/** Visitor refusals, refused values, duplicates and rows still in use, after the session and permission checks. */
const lateRule: AreaRule = (shape, area) => {
  const { code } = shape;
  if (area === 'leads' && code === 'PT429') return { code, text: MESSAGES.leadRateLimited };
  const refused = refusedValue(shape);
  if (refused) return { code, text: refused };
  if (code === '23505') return { code, text: DUPLICATE_MESSAGES[area] ?? MESSAGES.duplicate };
  const brokenForeignKey = brokenForeignKeyText(shape);
  if (brokenForeignKey) return { code, text: brokenForeignKey };
  if (code === '23503' && IN_USE_MESSAGES[area]) return { code, text: IN_USE_MESSAGES[area] };
  return undefined;
};

/**
 * Maps any error of supabase-js, postgrest-js, auth-js, storage-js or fetch to a `DataError`
 * whose `userMessage` is the user-facing pt-BR text for that area. `httpStatus` is the response status when
 * the error object lacks it (PostgREST errors), so 5xx answers stay retryable.
 */
export function toUserError(error: unknown, area: ErrorArea, httpStatus?: number): DataError {
  return mapError(error, area, httpStatus, { early: earlyRule, late: lateRule });
}
