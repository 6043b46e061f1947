import type { SqlRunner } from '../database.js';
import type { DevMailbox } from './dev-mailbox.js';

interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
  link_path: string | null;
}

/** Whether the schema has the outbox the app's SQL functions write their mails to. */
export async function hasOutbox(sql: SqlRunner): Promise<boolean> {
  const [row] = await sql.query<{ found: boolean }>(`select to_regclass('private.email_outbox') is not null as found`);
  return row?.found === true;
}

/**
 * Takes every mail the database queued in `private.email_outbox` (a deletion-request
 * confirmation, a notice of completion) and delivers it to the development mailbox, each once:
 * the row is deleted as it is read. `{{link}}` in a body becomes the storefront's address with the
 * row's path, so a request never chooses where a mailed link points; `{{site}}` (the alerts' many
 * links) becomes the storefront's address without a trailing slash.
 */
export async function deliverOutbox(sql: SqlRunner, box: DevMailbox, siteUrl: string): Promise<number> {
  const rows = await sql.query<OutboxRow>(
    'with taken as (delete from private.email_outbox returning *) select recipient, subject, body, link_path from taken order by id',
  );
  const site = siteUrl.replace(/\/+$/, '');
  for (const row of rows) {
    const link = row.link_path ? new URL(row.link_path, siteUrl).toString() : null;
    const text = row.body.replaceAll('{{link}}', link ?? '').replaceAll('{{site}}', site);
    box.deliver({ to: row.recipient, subject: row.subject, link, text });
  }
  return rows.length;
}
