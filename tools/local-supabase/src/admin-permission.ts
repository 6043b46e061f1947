import { randomBytes } from 'node:crypto';

/**
 * What happened to the account with the granted e-mail: `created` (none existed: it now does, with
 * the e-mail confirmed and no password), `confirmed` (it existed unconfirmed: it is confirmed now
 * and its password was replaced), `unchanged` (it existed, confirmed).
 */
export type GrantedAccount = 'created' | 'confirmed' | 'unchanged';

export interface GrantResult {
  email: string;
  account: GrantedAccount;
}

class GrantAdminError extends Error {
  override name = 'GrantAdminError';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface AuthUser {
  id: string;
  email?: string;
  email_confirmed_at?: string | null;
}

async function authAdmin(url: string, serviceKey: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${url}/auth/v1/admin/users${path}`, {
    ...init,
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new GrantAdminError(`auth: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

async function findUser(url: string, serviceKey: string, email: string): Promise<AuthUser | undefined> {
  for (let page = 1; ; page += 1) {
    const { users } = (await authAdmin(url, serviceKey, `?page=${page}&per_page=1000`)) as { users: AuthUser[] };
    const user = users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user || users.length < 1000) return user;
  }
}

/**
 * Makes sure the granted e-mail belongs to a confirmed account, so nobody can claim it by signing up
 * first: an account is created when none exists, and an unconfirmed one is confirmed with its
 * password replaced by an unknown one, since whoever signed up with it never proved the address.
 * Either way the owner sets a password through "Esqueceu sua senha?".
 */
async function secureAccount(url: string, serviceKey: string, email: string): Promise<GrantedAccount> {
  const user = await findUser(url, serviceKey, email);
  if (user?.email_confirmed_at) return 'unchanged';
  if (!user) {
    await authAdmin(url, serviceKey, '', { method: 'POST', body: JSON.stringify({ email, email_confirm: true }) });
    return 'created';
  }
  const password = randomBytes(32).toString('base64url');
  await authAdmin(url, serviceKey, `/${user.id}`, { method: 'PUT', body: JSON.stringify({ email_confirm: true, password }) });
  return 'confirmed';
}

/**
 * Lists the e-mail (lower-cased, as the admin check compares it) in `admin_permissions` with
 * `is_admin = true` and secures its account, through the running backend with the secret key.
 */
export async function grantAdmin(url: string, serviceKey: string, rawEmail: string): Promise<GrantResult> {
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new GrantAdminError(`E-mail inválido: ${rawEmail}`);
  let response: Response;
  try {
    response = await fetch(`${url}/rest/v1/admin_permissions?on_conflict=email`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/json',
        prefer: 'resolution=merge-duplicates,return=minimal',
      },
      body: JSON.stringify({ email, is_admin: true }),
    });
  } catch {
    throw new GrantAdminError(`O backend não responde em ${url}. Inicie-o com "npm run backend" e tente de novo.`);
  }
  if (!response.ok) throw new GrantAdminError(`admin_permissions: HTTP ${response.status} ${await response.text()}`);
  return { email, account: await secureAccount(url, serviceKey, email) };
}
