import type { SqlRunner } from '../database.js';
import type { DevMailbox } from '../mail/dev-mailbox.js';
import { deliverOutbox } from '../mail/outbox.js';
import type { Middleware } from './middleware.js';

/**
 * After each RPC call, each new lead (the one that reaches an hourly cap alerts the admins) and
 * each newsletter sign-up (a new address is mailed its confirmation link), the mails the database queued are in the development mailbox before the caller hears back, so a
 * test (or a person following the log) can open the link at once.
 */
export function outboxDelivery(sql: SqlRunner, box: DevMailbox, siteUrl: string): Middleware {
  return async (request, context, next) => {
    const response = await next(request, context);
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && (path.startsWith('/rest/v1/rpc/') || path === '/rest/v1/leads' || path === '/rest/v1/newsletter_subscribers')) await deliverOutbox(sql, box, siteUrl);
    return response;
  };
}
