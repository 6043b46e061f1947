export interface GrantResult {
  email: string;
  /** Whether an account with this e-mail exists yet (the grant applies once it signs up). */
  userExists: boolean;
}

export class GrantAdminError extends Error {
  override name = 'GrantAdminError';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function userExists(url: string, serviceKey: string, email: string): Promise<boolean> {
  const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/auth/v1/admin/users?page=${page}&per_page=1000`, { headers });
    if (!response.ok) throw new GrantAdminError(`auth: HTTP ${response.status} ${await response.text()}`);
    const { users } = (await response.json()) as { users: { email?: string }[] };
    if (users.some((user) => user.email?.toLowerCase() === email)) return true;
    if (users.length < 1000) return false;
  }
}

/**
 * Lists the e-mail (lower-cased, as the admin check compares it) in
 * `admin_permissions` with `is_admin = true`, through the running backend with
 * the secret key, and reports whether that account exists.
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
  return { email, userExists: await userExists(url, serviceKey, email) };
}
