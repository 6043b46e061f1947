import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Middleware } from './middleware.js';
import { SignInFailures } from './sign-in-failures.js';
import { routeError, type RouteErrorSpec } from './route-error.js';
import { jsonBody } from './json-body.js';

/** `points` requests per `seconds`-long window. */
export interface RateLimit {
  points: number;
  seconds: number;
}

export interface RateLimits {
  /** Sign-ins (`POST /auth/v1/token`, every grant but refresh_token) and sign-ups per client address: hosted's `sign_in_sign_ups`, one bucket for both. */
  signInPerAddress: RateLimit;
  /**
   * Wrong passwords per e-mail in the body and client address (that address is then refused for
   * that account) and per e-mail from all addresses (past it, sign-ins from addresses that never
   * signed in to the account are slowed down); sign-ups per e-mail.
   */
  signInPerAccount: RateLimit;
  /** Auth e-mails asked for (`recover`, `otp`, `magiclink`, `resend`) per client address. */
  emailPerAddress: RateLimit;
  /** The same per e-mail: hosted's "you can only request this after 60 seconds". */
  emailPerAccount: RateLimit;
  /** Token verifications (`/auth/v1/verify`) per client address: hosted's `token_verifications`. */
  verifyPerAddress: RateLimit;
  /** The same per e-mail, so a 6-digit code is not guessed at from many addresses. */
  verifyPerAccount: RateLimit;
  /** Visitors' writes (`POST /rest/v1/leads`, `/rest/v1/newsletter_subscribers`, `/rest/v1/rpc/record_whatsapp_lead`) per client address. */
  visitorWritesPerAddress: RateLimit;
  /** Account deletion requests (`POST /rest/v1/rpc/request_account_deletion`) per client address: each mails the address it names. */
  deletionRequestsPerAddress: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerAddress: { points: 30, seconds: 300 },
  signInPerAccount: { points: 10, seconds: 300 },
  emailPerAddress: { points: 30, seconds: 3600 },
  emailPerAccount: { points: 1, seconds: 60 },
  verifyPerAddress: { points: 30, seconds: 300 },
  verifyPerAccount: { points: 10, seconds: 300 },
  visitorWritesPerAddress: { points: 10, seconds: 600 },
  deletionRequestsPerAddress: { points: 5, seconds: 3600 },
};

type RuleName = keyof RateLimits;

const envName = (rule: RuleName) => `RATE_LIMIT_${rule.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

function parseLimit(value: string | undefined, fallback: RateLimit): RateLimit | undefined {
  const match = value?.trim().match(/^(\d+)(?:\/(\d+))?$/);
  if (!match || Number(match[1]) < 1) return undefined;
  return { points: Number(match[1]), seconds: match[2] && Number(match[2]) > 0 ? Number(match[2]) : fallback.seconds };
}

/**
 * Limits from the environment over `base`: `RATE_LIMIT_SIGN_IN_PER_ADDRESS=30` or `=30/300` (count,
 * or count/seconds), one variable per rule; `SIGNIN_RATE_LIMIT` is the older name of the first.
 * A value that is not a positive count is ignored.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env, base: RateLimits = DEFAULT_RATE_LIMITS): RateLimits {
  const limits = { ...base };
  for (const rule of Object.keys(base) as RuleName[]) {
    const value = env[envName(rule)] ?? (rule === 'signInPerAddress' ? env.SIGNIN_RATE_LIMIT : undefined);
    limits[rule] = parseLimit(value, base[rule]) ?? base[rule];
  }
  return limits;
}

/** How long a sign-in waits when its account is under attack and its address never signed in to it. */
export const SIGN_IN_SLOW_DOWN_MS = 5000;

const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

/** What one kind of request counts against, and how its refusal reads. */
interface Rule {
  perAddress: RuleName;
  perAccount?: RuleName;
  refusal: (rule: RuleName, retryAfterSeconds: number) => Omit<RouteErrorSpec, 'status' | 'headers'>;
}

const SIGN_IN: Rule = {
  perAddress: 'signInPerAddress',
  perAccount: 'signInPerAccount',
  refusal: () => ({ code: 'over_request_rate_limit', message: TOO_MANY_ATTEMPTS }),
};
const EMAIL: Rule = {
  perAddress: 'emailPerAddress',
  perAccount: 'emailPerAccount',
  refusal: (rule, seconds) => ({
    code: 'over_email_send_rate_limit',
    message:
      rule === 'emailPerAccount'
        ? `Por segurança, aguarde ${seconds} segundos antes de pedir outro e-mail.`
        : 'Muitos e-mails pedidos. Aguarde alguns minutos e tente novamente.',
  }),
};
const VERIFY: Rule = {
  perAddress: 'verifyPerAddress',
  perAccount: 'verifyPerAccount',
  refusal: () => ({ code: 'over_request_rate_limit', message: TOO_MANY_ATTEMPTS }),
};
const VISITOR_WRITE: Rule = {
  perAddress: 'visitorWritesPerAddress',
  refusal: () => ({ code: 'over_request_rate_limit', message: 'Muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.' }),
};

const DELETION_REQUEST: Rule = {
  perAddress: 'deletionRequestsPerAddress',
  refusal: () => ({ code: 'over_request_rate_limit', message: 'Muitos pedidos de exclusão em pouco tempo. Aguarde e tente novamente mais tarde.' }),
};

const EMAIL_PATH = /^\/auth\/v1\/(?:recover|otp|magiclink|resend)$/;
const VISITOR_WRITE_PATH = /^\/rest\/v1\/(?:leads|newsletter_subscribers|rpc\/record_whatsapp_lead)$/;

function ruleFor(method: string, url: URL): Rule | undefined {
  const path = url.pathname;
  if (path === '/auth/v1/verify' && (method === 'GET' || method === 'POST')) return VERIFY;
  if (method !== 'POST') return undefined;
  if (path === '/auth/v1/token') return url.searchParams.get('grant_type') === 'refresh_token' ? undefined : SIGN_IN;
  if (path === '/auth/v1/signup') return SIGN_IN;
  if (EMAIL_PATH.test(path)) return EMAIL;
  if (VISITOR_WRITE_PATH.test(path)) return VISITOR_WRITE;
  if (path === '/rest/v1/rpc/request_account_deletion') return DELETION_REQUEST;
  return undefined;
}

/** The e-mail a JSON body names, lower-cased and trimmed; the request itself stays unread. */
async function accountIn(request: Request): Promise<string | undefined> {
  const body = await jsonBody(request);
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/** The refusal's wait in seconds, or undefined when the request fits in the window. */
async function consume(limiter: RateLimiterMemory, key: string): Promise<number | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  }
}

/**
 * Hosted Supabase's auth rate limits, which lite lacks, plus caps on visitors' writes and on
 * deletion requests (one script would otherwise mail a whole list of addresses): each
 * request is counted per client address and, where its JSON body names an e-mail, per account.
 * Over a limit it is answered 429 in its API's shape with `Retry-After`. The secret key is the
 * project's owner and is never limited.
 */
export function rateLimit(limits: RateLimits, serviceKey: string): Middleware {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([rule, { points, seconds }]) => [rule, new RateLimiterMemory({ points, duration: seconds })]),
  ) as Record<RuleName, RateLimiterMemory>;
  const signInFailures = new SignInFailures(limits.signInPerAccount, SIGN_IN_SLOW_DOWN_MS);
  return async (request, context, next) => {
    const url = new URL(request.url);
    const rule = ruleFor(request.method, url);
    const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (!rule || request.headers.get('apikey') === serviceKey || bearer === serviceKey) return next(request, context);

    const address = context.peerAddress ?? 'unknown';
    let refusedBy: RuleName = rule.perAddress;
    let retryAfter = await consume(limiters[rule.perAddress], address);
    const account = retryAfter === undefined && rule.perAccount ? await accountIn(request) : undefined;
    // A password sign-in counts failures, not attempts, per account and address (see SignInFailures).
    const signIn = account !== undefined && url.pathname === '/auth/v1/token';
    if (account && rule.perAccount) {
      refusedBy = rule.perAccount;
      retryAfter = signIn ? await signInFailures.refusal(account, address) : await consume(limiters[rule.perAccount], account);
    }
    if (retryAfter === undefined) {
      return signIn ? signInFailures.attempt(account, address, () => next(request, context)) : next(request, context);
    }
    return routeError(url.pathname, {
      status: 429,
      ...rule.refusal(refusedBy, retryAfter),
      headers: { 'retry-after': String(retryAfter) },
    });
  };
}
