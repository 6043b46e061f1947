import type { Database } from '../database.js';
import type { DevMailbox } from '../mail/dev-mailbox.js';
import { deliverOutbox } from '../mail/outbox.js';
import type { Middleware } from './middleware.js';

const RPC_PREFIX = '/rest/v1/rpc/';

/**
 * Whether an RPC may queue mail: only a volatile function can write (a stable or immutable one runs
 * read-only), and the shop's reads are stable, so they skip the outbox's read. Read from lite's own
 * cached schema, which its RPC route reads too; a name that is no function counts as one that writes.
 */
async function mayWrite(connection: Database['connection'], name: string): Promise<boolean> {
  const { functions = [] } = await connection.introspect({ useCache: true });
  const overloads = functions.filter((fn) => fn.schema === 'public' && fn.name === name);
  return overloads.length === 0 || overloads.some((fn) => fn.volatility === 'v');
}

/**
 * After each RPC call that can write, each new lead (the one that reaches an hourly cap alerts the
 * admins) and each newsletter sign-up (a new address is mailed its confirmation link), the mails the
 * database queued are in the development mailbox before the caller hears back, so a test (or a
 * person following the log) can open the link at once.
 */
export function outboxDelivery({ sql, connection }: Database, box: DevMailbox, siteUrl: string): Middleware {
  const queuesMail = async (path: string) =>
    path.startsWith(RPC_PREFIX) ? mayWrite(connection, path.slice(RPC_PREFIX.length)) : path === '/rest/v1/leads' || path === '/rest/v1/newsletter_subscribers';
  return async (request, context, next) => {
    const response = await next(request, context);
    if (request.method === 'POST' && (await queuesMail(new URL(request.url).pathname))) await deliverOutbox(sql, box, siteUrl);
    return response;
  };
}
