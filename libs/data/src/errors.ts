import { AUTH_MESSAGES, CATEGORY_MESSAGES, LEAD_FIELD_MESSAGES, NEWSLETTER_MESSAGES, PRODUCT_MESSAGES } from '@oneboss/domain';

/** The part of the product an error comes from; it picks the pt-BR wording of spec §8. */
export type ErrorArea =
  | 'products'
  | 'images'
  | 'categories'
  | 'subcategories'
  | 'attributes'
  | 'leads'
  | 'partners'
  | 'newsletter'
  | 'auth'
  | 'profiles';

/** An error whose `userMessage` can be shown as is; `code` is the server's code or one of ours. */
export class DataError extends Error {
  readonly code: string;
  readonly userMessage: string;
  readonly status: number | undefined;

  constructor(code: string, userMessage: string, options: { cause?: unknown; status?: number } = {}) {
    super(userMessage, { cause: options.cause });
    this.name = 'DataError';
    this.code = code;
    this.userMessage = userMessage;
    this.status = options.status;
  }
}

/** The §8 texts libs/data returns, from the domain's catalogue plus the few only the server side needs. */
export const MESSAGES = {
  authExpired: PRODUCT_MESSAGES.authError,
  connection: PRODUCT_MESSAGES.connectionFailed,
  timeout: PRODUCT_MESSAGES.timeout,
  sessionInvalid: PRODUCT_MESSAGES.sessionExpired,
  permissionDenied: PRODUCT_MESSAGES.permissionDenied,
  storageLimit: PRODUCT_MESSAGES.uploadQuotaExceeded,
  uploadUnavailable: PRODUCT_MESSAGES.uploadUnavailable,
  unknownProducts: PRODUCT_MESSAGES.unknownFetchError,
  unknown: AUTH_MESSAGES.genericError,
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

/** Codes of the auth service that mean the session is gone or unusable. */
const SESSION_CODES = new Set([
  'bad_jwt',
  'session_not_found',
  'session_expired',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'no_authorization',
  'user_not_found',
]);

interface ErrorShape {
  code: string;
  message: string;
  status: number | undefined;
  name: string;
}

function shapeOf(error: unknown): ErrorShape {
  if (typeof error === 'string') return { code: '', message: error, status: undefined, name: '' };
  if (error === null || typeof error !== 'object') return { code: '', message: '', status: undefined, name: '' };
  const record = error as Record<string, unknown>;
  const status = [record.status, record.statusCode].map(Number).find((value) => Number.isInteger(value) && value > 0);
  // Storage errors also carry an `error` name ("Unauthorized"); only `code` is a machine code.
  const code = record.code;
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : '',
    message: typeof record.message === 'string' ? record.message : '',
    status,
    name: typeof record.name === 'string' ? record.name : '',
  };
}

/** True for failures of the transport itself: no answer, aborted or timed-out requests. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DataError) return error.code === 'network' || error.code === 'timeout';
  const { message, name, status } = shapeOf(error);
  if (name === 'AuthRetryableFetchError' || name === 'StorageUnknownError' || name === 'AbortError') return true;
  if (status === 0) return true;
  return /timeout|timed out|fetch|network|ECONNREFUSED|ECONNRESET|socket hang up|aborted/i.test(message);
}

/** True for errors worth retrying: network, timeout, or a 5xx answer. Never 4xx or RLS refusals. */
export function isTransientError(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  const { status } = shapeOf(error);
  return status !== undefined && status >= 500;
}

/**
 * The lead refusals of the spam guard migration: its rate limit (PT429) and its two format checks,
 * known by constraint name because @supabase/lite answers a check violation as 500 "SUP" where
 * PostgREST answers 400 "23514".
 */
function leadRefusal({ code, message }: ErrorShape): string | undefined {
  if (code === 'PT429') return MESSAGES.leadRateLimited;
  if (message.includes('"leads_email_format"')) return MESSAGES.leadEmailInvalid;
  if (message.includes('"leads_phone_format"')) return MESSAGES.leadPhoneInvalid;
  return undefined;
}

function isStorageLimit({ message, status, code }: ErrorShape): boolean {
  return status === 413 || code === 'EntityTooLarge' || /exceeded the maximum allowed size|quota|payload too large|storage limit/i.test(message);
}

/**
 * Maps any error of supabase-js, postgrest-js, auth-js, storage-js or fetch to a `DataError`
 * whose `userMessage` is the spec §8 text for that area. `httpStatus` is the response status when
 * the error object lacks it (PostgREST errors), so 5xx answers stay retryable.
 */
export function toUserError(error: unknown, area: ErrorArea, httpStatus?: number): DataError {
  if (error instanceof DataError) return error;
  const shape = shapeOf(error);
  if (httpStatus) shape.status = httpStatus;
  const { code, message, status } = shape;
  const make = (ourCode: string, text: string) => new DataError(ourCode || 'unknown', text, { cause: error, status });

  if (code === 'PGRST301' || code === 'PGRST303') return make(code, MESSAGES.authExpired);
  if (isNetworkFailure(error)) {
    return make(/timeout|timed out|aborted/i.test(message) || shape.name === 'AbortError' ? 'timeout' : 'network', area === 'images' ? MESSAGES.uploadUnavailable : MESSAGES.connection);
  }
  if (area === 'images' && isStorageLimit(shape)) return make(code || 'storage-limit', MESSAGES.storageLimit);
  if (area === 'auth' && code === 'invalid_credentials') return make(code, MESSAGES.invalidCredentials);
  if (area === 'auth' && (code === 'user_already_exists' || code === 'email_exists')) return make(code, MESSAGES.emailInUse);
  if (SESSION_CODES.has(code) || code.toLowerCase().includes('auth') || /jwt expired|invalid jwt/i.test(message)) {
    return make(code, MESSAGES.sessionInvalid);
  }
  if (code === '42501' || /row-level security|permission denied/i.test(message) || status === 403) {
    return make(code || '42501', MESSAGES.permissionDenied);
  }
  const leadText = area === 'leads' ? leadRefusal(shape) : undefined;
  if (leadText) return make(code, leadText);
  if (code === '23505') return make(code, DUPLICATE_MESSAGES[area] ?? message);
  if (code === '23503' && IN_USE_MESSAGES[area]) return make(code, IN_USE_MESSAGES[area]);
  const fallback = area === 'products' ? MESSAGES.unknownProducts : MESSAGES.unknown;
  return make(code, message || fallback);
}
