import { readMailbox } from '@oneboss/local-supabase/testing';
import type { StackInfo } from './stack';

/** A confirmed account created through the auth admin API (secret key), ready to sign in. */
export async function createConfirmedUser(stack: StackInfo, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${stack.backendUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, email_confirm: true }),
  });
  if (!response.ok) throw new Error(`createUser answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** The action link of the newest e-mail to `email` in the local backend's mailbox, or null. */
export async function latestMailLink(stack: StackInfo, email: string): Promise<string | null> {
  const [newest] = await readMailbox(stack.backendUrl, stack.serviceKey, email);
  return newest?.link ?? null;
}
