import { randomUUID } from 'node:crypto';
import type { Middleware } from './middleware.js';
import { jsonBody } from './json-body.js';

/** GoTrue's stand-in for an account it will not reveal: a fresh id, no identities, nothing confirmed. */
function standInUser(email: string, metadata: unknown): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata && typeof metadata === 'object' ? metadata : {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * With confirmations on, GoTrue answers a sign-up for an e-mail that already has an account as it
 * answers a new one (200 with a stand-in user; nothing written, nothing sent), so the form does not
 * tell which addresses have accounts. Lite refuses it with 429 `over_email_send_rate_limit` after
 * its own validation and before writing anything (the only 429 its sign-up gives): that answer is
 * replaced.
 */
export const repeatedSignUp: Middleware = async (request, context, next) => {
  if (request.method !== 'POST' || new URL(request.url).pathname !== '/auth/v1/signup' || !request.body) {
    return next(request, context);
  }
  // Started before lite reads the request: a clone cannot be taken of a consumed body.
  const sent = jsonBody(request);
  const response = await next(request, context);
  if (response.status !== 429 || response.headers.get('x-sb-error-code') !== 'over_email_send_rate_limit') return response;
  const body = (await sent) as { email: string; data?: unknown };
  return Response.json(standInUser(body.email.toLowerCase(), body.data));
};
