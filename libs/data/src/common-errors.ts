import { REQUEST_MESSAGES } from '@oneboss/domain';
import { DataError, isNetworkFailure, shapeOf, type ErrorShape } from './data-error';

/** The part of the product an error comes from; it picks the pt-BR wording the user sees. */
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
  | 'profiles'
  | 'specs';

/** The user-facing texts any request can end in: transport, session and permission failures. */
export const COMMON_MESSAGES = {
  authExpired: REQUEST_MESSAGES.authError,
  connection: REQUEST_MESSAGES.connectionFailed,
  timeout: REQUEST_MESSAGES.timeout,
  sessionInvalid: REQUEST_MESSAGES.sessionExpired,
  permissionDenied: REQUEST_MESSAGES.permissionDenied,
  uploadUnavailable: REQUEST_MESSAGES.uploadUnavailable,
  unknownProducts: REQUEST_MESSAGES.unknownFetchError,
  unknown: REQUEST_MESSAGES.genericError,
  rateLimited: REQUEST_MESSAGES.rateLimited,
} as const;

/** An area's own reading of an error (its shape, and the error itself): the code to keep and the text to show, or undefined. */
export type AreaRule = (shape: ErrorShape, area: ErrorArea, error: unknown) => { code: string; text: string } | undefined;

/** Area rules run at two points of the common ones, so every request maps errors in one order. */
export interface AreaRules {
  /** After transport failures, before the session and permission checks. */
  early?: AreaRule;
  /** After the session and permission checks, before the fallback. */
  late?: AreaRule;
}

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

/**
 * The project's own SQL refuses with PT4xx codes (PostgREST answers them with that HTTP status)
 * and a pt-BR message written for the person who sees it. Every other server message is
 * PostgreSQL's, PostgREST's, the auth or the storage service's, in English, and never shown.
 */
function isOwnRefusal({ code, message }: ErrorShape): boolean {
  return /^PT4\d\d$/.test(code) && message.trim() !== '';
}

/**
 * Maps any error to a `DataError` with the user-facing pt-BR text: the common rules, with `rules` for what
 * only some areas can meet. Catalogue reads need no area rule, so the public pages carry only
 * these texts. `httpStatus` is the response status when the error object lacks it (PostgREST
 * errors), so 5xx answers stay retryable.
 */
export function mapError(error: unknown, area: ErrorArea, httpStatus?: number, rules: AreaRules = {}): DataError {
  if (error instanceof DataError) return error;
  const shape = shapeOf(error);
  if (httpStatus) shape.status = httpStatus;
  const { code, message, status } = shape;
  const make = (ourCode: string, text: string) => new DataError(ourCode || 'unknown', text, { cause: error, status });

  if (code === 'PGRST301' || code === 'PGRST303') return make(code, COMMON_MESSAGES.authExpired);
  if (isNetworkFailure(error)) {
    return make(
      /timeout|timed out|aborted/i.test(message) || shape.name === 'AbortError' ? 'timeout' : 'network',
      area === 'images' ? COMMON_MESSAGES.uploadUnavailable : COMMON_MESSAGES.connection,
    );
  }
  const early = rules.early?.(shape, area, error);
  if (early) return make(early.code, early.text);
  if (SESSION_CODES.has(code) || code.toLowerCase().includes('auth') || /jwt expired|invalid jwt/i.test(message)) {
    return make(code, COMMON_MESSAGES.sessionInvalid);
  }
  if (code === '42501' || /row-level security|permission denied/i.test(message) || status === 403) {
    return make(code || '42501', COMMON_MESSAGES.permissionDenied);
  }
  const late = rules.late?.(shape, area, error);
  if (late) return make(late.code, late.text);
  // An own refusal names its limit (PostgREST answers PT429 with HTTP 429): it wins over the generic text.
  if (isOwnRefusal(shape)) return make(code, message);
  if (status === 429) return make(code || 'rate-limited', COMMON_MESSAGES.rateLimited);
  return make(code, area === 'products' ? COMMON_MESSAGES.unknownProducts : COMMON_MESSAGES.unknown);
}
