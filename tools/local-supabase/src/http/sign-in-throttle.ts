import type { Middleware } from './middleware.js';

export interface SignInLimit {
  /** Sign-ins allowed per IP within the window. */
  max: number;
  windowMs: number;
}

/** Hosted Supabase's default: 30 sign-ins per 5 minutes per IP; env SIGNIN_RATE_LIMIT overrides the count. */
export function signInLimitFromEnv(env: NodeJS.ProcessEnv = process.env): SignInLimit {
  const fromEnv = Number(env.SIGNIN_RATE_LIMIT);
  return { max: env.SIGNIN_RATE_LIMIT && fromEnv > 0 ? Math.floor(fromEnv) : 30, windowMs: 5 * 60_000 };
}

/**
 * Limits `POST /auth/v1/token` sign-ins (every grant but refresh_token, which hosted
 * limits separately and far higher) per client IP over a sliding window; over the
 * limit answers 429 as GoTrue does.
 */
export function signInThrottle(limit: SignInLimit, now: () => number = Date.now): Middleware {
  const attempts = new Map<string, number[]>();
  return async (request, context, next) => {
    const url = new URL(request.url);
    if (
      request.method !== 'POST' ||
      url.pathname !== '/auth/v1/token' ||
      url.searchParams.get('grant_type') === 'refresh_token'
    ) {
      return next(request, context);
    }
    const client = context.peerAddress ?? 'unknown';
    const since = now() - limit.windowMs;
    const recent = (attempts.get(client) ?? []).filter((time) => time > since);
    if (recent.length >= limit.max) {
      attempts.set(client, recent);
      const retryAfter = Math.ceil((recent[0] + limit.windowMs - now()) / 1000);
      return Response.json(
        { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
        { status: 429, headers: { 'x-sb-error-code': 'over_request_rate_limit', 'retry-after': String(retryAfter) } },
      );
    }
    recent.push(now());
    attempts.set(client, recent);
    return next(request, context);
  };
}
