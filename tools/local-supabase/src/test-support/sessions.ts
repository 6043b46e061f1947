import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../start-local-supabase.js';
import { clientFor } from './clients.js';

export interface Session {
  client: SupabaseClient;
  userId: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * A signed-in account on `backend`: confirmed, and listed in `admin_permissions` when `admin`
 * (the real migrations' admin rule), else an ordinary customer.
 */
export async function signedIn(backend: Pick<LocalSupabase, 'url' | 'anonKey' | 'serviceKey'>, admin: boolean): Promise<Session> {
  const service = clientFor(backend, backend.serviceKey);
  const email = `${admin ? 'equipe' : 'cliente'}-${randomUUID()}@example.com`;
  const password = `senha-${randomUUID()}`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  if (admin) {
    const granted = await service.from('admin_permissions').insert({ email });
    if (granted.error) throw granted.error;
  }
  const client = clientFor(backend, backend.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error(`no session for ${email}`);
  return { client, userId: data.session.user.id, email, accessToken: data.session.access_token, refreshToken: data.session.refresh_token };
}
