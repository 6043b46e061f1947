import type { SqlRunner } from '../database.js';
import type { DevMailbox } from '../mail/dev-mailbox.js';
import { deliverOutbox } from '../mail/outbox.js';
import type { Middleware } from './middleware.js';

/**
 * After each RPC call, the mails its function queued are in the development mailbox before the
 * caller hears back, so a test (or a person following the log) can open the link at once.
 */
export function outboxDelivery(sql: SqlRunner, box: DevMailbox, siteUrl: string): Middleware {
  return async (request, context, next) => {
    const response = await next(request, context);
    if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/rest/v1/rpc/')) await deliverOutbox(sql, box, siteUrl);
    return response;
  };
}
