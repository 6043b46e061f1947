import type { MailboxMessage } from './dev-mailbox.js';

/** The mails the local backend has "sent" to `email`, newest first, read with its secret key. */
export async function readMailbox(backendUrl: string, serviceKey: string, email: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${backendUrl}/local/v1/mail?to=${encodeURIComponent(email)}`, { headers: { apikey: serviceKey } });
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}
