import { randomBytes } from 'node:crypto';
import { createConfirmedUser, latestMailLink, type StackInfo } from '@oneboss/e2e';

/** A confirmed customer created through the admin API, with the password they signed up with. */
export async function createCustomer(stack: StackInfo): Promise<{ email: string; password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const customer = { email: `recupera.${suffix}@example.com`, password: `Senha-antiga-${suffix}` };
  await createConfirmedUser(stack, customer);
  return customer;
}

/** The newest e-mailed link to `email` in the local backend's mailbox. */
export async function latestLinkTo(stack: StackInfo, email: string): Promise<string> {
  const link = await latestMailLink(stack, email);
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
  return latestLinkTo(stack, email);
}
