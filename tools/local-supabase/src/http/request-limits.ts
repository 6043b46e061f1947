import { DEFAULT_BODY_LIMITS, type BodyLimits } from './body-limit.js';
import { rateLimitsFromEnv, type RateLimit, type RateLimits } from './rate-limit.js';
import { DEFAULT_CONCURRENCY, type ConcurrencyLimits } from './request-queue.js';

/** Every limit the server puts on requests. */
export interface RequestLimits {
  rate: RateLimits;
  bodyBytes: BodyLimits;
  concurrency: ConcurrencyLimits;
}

/** What `startLocalSupabase({ limits })` takes: any part left out keeps its default. */
export interface RequestLimitsOptions {
  rate?: Partial<RateLimits>;
  bodyBytes?: Partial<BodyLimits>;
  concurrency?: Partial<ConcurrencyLimits>;
}

/** Options over the environment (`RATE_LIMIT_*`, `SIGNIN_RATE_LIMIT`) over the defaults. */
export function requestLimits(
  options: RequestLimitsOptions = {},
  database: 'pglite' | 'postgres',
  env: NodeJS.ProcessEnv = process.env,
): RequestLimits {
  return {
    rate: { ...rateLimitsFromEnv(env), ...options.rate },
    bodyBytes: { ...DEFAULT_BODY_LIMITS, ...options.bodyBytes },
    concurrency: { ...DEFAULT_CONCURRENCY[database], ...options.concurrency },
  };
}

/**
 * Rate limits no test or scripted journey reaches: they sign in, sign up and send leads from
 * 127.0.0.1 many times over. The limits themselves are tested with low values of their own.
 */
export function generousRateLimits(points = 100_000): RateLimits {
  const generous: RateLimit = { points, seconds: 1 };
  return {
    signInPerAddress: generous,
    signInPerAccount: generous,
    emailPerAddress: generous,
    emailPerAccount: generous,
    verifyPerAddress: generous,
    verifyPerAccount: generous,
    visitorWritesPerAddress: generous,
    deletionRequestsPerAddress: generous,
  };
}
