import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { SqlRunner } from '../database.js';
import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';
import { jsonBody } from './json-body.js';

export interface OtpAttemptLimit {
  /** Wrong codes allowed per e-mail before every outstanding code of its account is dropped. */
  maxFailures: number;
  /** How long a wrong code counts: at least a code's lifetime, so no code meets more guesses. */
  windowSeconds: number;
}

const VERIFY_PATH = '/auth/v1/verify';

/** The e-mail of an `{email, token}` verification (trimmed, lower-cased); undefined for anything else. */
async function guessedEmail(request: Request): Promise<string | undefined> {
  if (request.method !== 'POST' || new URL(request.url).pathname !== VERIFY_PATH) return undefined;
  const body = await jsonBody(request);
  if (!body || typeof body !== 'object') return undefined;
  const { email, token, token_hash: tokenHash } = body as Record<string, unknown>;
  // Lite reads a token_hash first and the e-mail is unused then: a 256-bit hash is not guessed.
  if (tokenHash || typeof email !== 'string' || typeof token !== 'string' || !email.trim() || !token) return undefined;
  return email.trim().toLowerCase();
}

/**
 * Drops every outstanding one-time code of the account that has `email`, or is changing to it:
 * password recovery and magic link, sign-up confirmation, both e-mail change codes, reauthentication.
 */
export function dropOutstandingCodes(sql: SqlRunner): (email: string) => Promise<void> {
  return async (email) => {
    await sql.query(
      `update auth.users
       set recovery_token = null, confirmation_token = null, email_change_token_new = null,
           email_change_token_current = null, reauthentication_token = null, updated_at = now()
       where lower(email) = $1 or lower(email_change) = $1`,
      [email],
    );
  };
}

/**
 * Caps wrong one-time codes per e-mail, whichever addresses they come from (`POST /auth/v1/verify`
 * with `{email, token}`): a 6-digit code falls to guessing otherwise. The attempt that makes
 * `maxFailures` wrong ones drops the account's codes (`dropCodes`), so even the right one fails
 * afterwards and its owner asks for a new e-mail; attempts made while that one is still being
 * answered are refused as a wrong code without reaching lite. A right code clears the count.
 */
export function otpAttempts(limit: OtpAttemptLimit, dropCodes: (email: string) => Promise<void>): Middleware {
  // Counted before lite answers, so parallel guesses cannot all slip in ahead of the count.
  const attempts = new RateLimiterMemory({ points: limit.maxFailures, duration: limit.windowSeconds });
  return async (request, context, next) => {
    const email = await guessedEmail(request);
    if (!email) return next(request, context);
    let attempt: RateLimiterRes;
    try {
      attempt = await attempts.consume(email);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return routeError(VERIFY_PATH, {
        status: 403,
        code: 'otp_expired',
        message: 'Código inválido ou expirado. Peça um novo e-mail.',
      });
    }
    const response = await next(request, context);
    if (response.ok) {
      await attempts.delete(email);
    } else if (attempt.consumedPoints >= limit.maxFailures) {
      await dropCodes(email);
      await attempts.delete(email);
    }
    return response;
  };
}
