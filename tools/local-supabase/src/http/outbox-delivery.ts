import type { SqlRunner } from '../database.js';
import type { DevMailbox } from '../mail/dev-mailbox.js';
import { deliverOutbox } from '../mail/outbox.js';
import type { Middleware } from './middleware.js';

const RPC_PREFIX = '/rest/v1/rpc/';

/**
 * Whether an RPC may queue mail: only a volatile function can write (a stable or immutable one runs
 * read-only), and the shop's reads are stable, so they skip the outbox's read. Asked once per name:
 * functions change only with the migrations, which run before the server listens.
 */
function volatileFunctions(sql: SqlRunner): (name: string) => Promise<boolean> {
  const known = new Map<string, boolean>();
  return async (name) => {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    const [row] = await sql.query<{ volatile: boolean | null }>(
      `select bool_or(provolatile = 'v') as volatile from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace`,
      [name],
    );
    // A name that is no function is not kept, so a flood of made-up names cannot grow the map.
    if (row?.volatile == null) return true;
    known.set(name, row.volatile);
    return row.volatile;
  };
}

/**
 * After each RPC call that can write, each new lead (the one that reaches an hourly cap alerts the
 * admins) and each newsletter sign-up (a new address is mailed its confirmation link), the mails the
 * database queued are in the development mailbox before the caller hears back, so a test (or a
 * person following the log) can open the link at once.
 */
export function outboxDelivery(sql: SqlRunner, box: DevMailbox, siteUrl: string): Middleware {
  const mayWrite = volatileFunctions(sql);
  const queuesMail = async (path: string) =>
    path.startsWith(RPC_PREFIX) ? mayWrite(path.slice(RPC_PREFIX.length)) : path === '/rest/v1/leads' || path === '/rest/v1/newsletter_subscribers';
  return async (request, context, next) => {
    const response = await next(request, context);
    if (request.method === 'POST' && (await queuesMail(new URL(request.url).pathname))) await deliverOutbox(sql, box, siteUrl);
    return response;
  };
}
