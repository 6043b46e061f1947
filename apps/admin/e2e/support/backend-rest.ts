import { inject } from 'vitest';
import { CONSENT_TEXT_VERSION } from '@oneboss/domain';

/** The backend's REST API as any client calls it; the service key unless another key or token is given. */
export async function rest(path: string, init: RequestInit = {}, token?: string): Promise<Response> {
  const stack = inject('stack');
  const bearer = token ?? stack.serviceKey;
  return fetch(`${stack.backendUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: token ? stack.anonKey : stack.serviceKey, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', ...init.headers },
  });
}

/** Rows of a read that must succeed. */
export async function rows<T>(path: string, token?: string): Promise<T[]> {
  const response = await rest(path, {}, token);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** How many rows match, as the database counts them (service key: every row). */
export async function count(table: string, query = ''): Promise<number> {
  const response = await rest(`${table}?select=id${query ? `&${query}` : ''}`, { method: 'HEAD', headers: { Prefer: 'count=exact' } });
  const total = Number(response.headers.get('content-range')?.split('/')[1]);
  if (!Number.isInteger(total)) throw new Error(`${table}: no count (${response.status})`);
  return total;
}

/** An access token for an account, from the auth API's password grant. */
export async function accessToken(email: string, password: string): Promise<string> {
  const stack = inject('stack');
  const response = await fetch(`${stack.backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return body.access_token;
}

/**
 * A lead as the storefront's form sends it, with the public key: the privacy notice's version and
 * the form's report (trap empty, five seconds on the form; the server silently drops a lead
 * without one). Its id read back with the service key.
 */
export async function visitorLead(lead: { name: string; email: string; phone?: string; message?: string; product_id?: string }): Promise<string> {
  const stack = inject('stack');
  const sent = await rest('leads', { method: 'POST', body: JSON.stringify({ ...lead, consent_text_version: CONSENT_TEXT_VERSION, form_trap: '', form_fill_ms: 5000 }) }, stack.anonKey);
  if (sent.status !== 201) throw new Error(`lead: ${sent.status} ${await sent.text()}`);
  const [row] = await rows<{ id: string }>(`leads?select=id&email=eq.${encodeURIComponent(lead.email)}`);
  return row.id;
}
