import { randomBytes } from 'node:crypto';
import type { StackInfo } from '@oneboss/e2e';

/** A confirmed customer created through the admin API, with the password they signed up with. */
export async function createCustomer(stack: StackInfo): Promise<{ email: string; password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const customer = { email: `recupera.${suffix}@example.com`, password: `Senha-antiga-${suffix}` };
  const response = await fetch(`${stack.backendUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...customer, email_confirm: true }),
  });
  if (!response.ok) throw new Error(`createUser answered ${response.status}`);
  return customer;
}

/** The newest e-mailed link to `email` in the local backend's mailbox. */
export async function latestMailLink(stack: StackInfo, email: string): Promise<string> {
  const response = await fetch(`${stack.backendUrl}/local/v1/mail?to=${encodeURIComponent(email)}`, { headers: { apikey: stack.serviceKey } });
  const { messages } = (await response.json()) as { messages: { link: string | null }[] };
  const link = messages[0]?.link;
  if (!link) throw new Error(`no mail with a link to ${email}`);
  return link;
}

/** Asks for a reset e-mail as /recuperar-senha does, and returns its link. */
export async function requestResetLink(stack: StackInfo, email: string): Promise<string> {
  const redirectTo = encodeURIComponent(`${stack.storefrontUrl}/redefinir-senha`);
  const response = await fetch(`${stack.backendUrl}/auth/v1/recover?redirect_to=${redirectTo}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`recover answered ${response.status}`);
  return latestMailLink(stack, email);
}
