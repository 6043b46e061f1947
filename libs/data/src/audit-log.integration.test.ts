import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readDashboard } from './dashboard';
import { serviceClient, signInAsAdmin, signInAsUser, uniqueToken, type SignedIn, type TestBackend } from './testing';

/** A REST call as any HTTP client makes it, with the caller's own token: nothing of the panel's code. */
async function rest(backend: TestBackend, path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation', ...init.headers },
  });
}

async function accessToken(signedIn: SignedIn): Promise<string> {
  const { data } = await signedIn.db.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

describe.each(inject('backends'))('audit log on $name', (backend) => {
  let admin: SignedIn;
  let adminToken: string;

  beforeAll(async () => {
    admin = await signInAsAdmin(backend);
    adminToken = await accessToken(admin);
  });

  it('records an admin write made straight through the REST API, with the values before and after', async () => {
    const token = uniqueToken();
    const created = await rest(backend, 'categories', adminToken, { method: 'POST', body: JSON.stringify({ name: `Auditada ${token}`, value: `auditada-${token}` }) });
    expect(created.status).toBe(201);
    const [category] = (await created.json()) as { id: string }[];
    const renamed = await rest(backend, `categories?id=eq.${category.id}`, adminToken, { method: 'PATCH', body: JSON.stringify({ name: `Renomeada ${token}` }) });
    expect(renamed.status).toBe(200);
    expect((await rest(backend, `categories?id=eq.${category.id}`, adminToken, { method: 'DELETE' })).status).toBe(200);

    const entries = await admin.db
      .from('audit_log')
      .select('action, actor_id, actor_email, old_values, new_values')
      .eq('table_name', 'categories')
      .eq('record_id', category.id)
      .order('id');
    expect(entries.error).toBeNull();
    expect(entries.data).toEqual([
      expect.objectContaining({ action: 'insert', actor_id: admin.userId, actor_email: admin.email, old_values: null, new_values: expect.objectContaining({ name: `Auditada ${token}` }) }),
      expect.objectContaining({
        action: 'update',
        old_values: expect.objectContaining({ name: `Auditada ${token}` }),
        new_values: expect.objectContaining({ name: `Renomeada ${token}` }),
      }),
      expect.objectContaining({ action: 'delete', old_values: expect.objectContaining({ name: `Renomeada ${token}` }), new_values: null }),
    ]);
  });

  it('signs a note on a lead with its author, whatever the request says, and records it', async () => {
    const service = serviceClient(backend);
    const lead = await service.from('leads').insert({ name: `Lead com nota ${uniqueToken()}`, email: 'nota@example.com' }).select('id').single();
    expect(lead.error).toBeNull();
    const response = await rest(backend, 'lead_notes', adminToken, {
      method: 'POST',
      body: JSON.stringify({ lead_id: lead.data?.id, body: 'Ligar amanhã.', author_email: 'outra@example.com' }),
    });
    expect(response.status).toBe(201);
    const [note] = (await response.json()) as { id: string; author_id: string; author_email: string }[];
    expect(note).toMatchObject({ author_id: admin.userId, author_email: admin.email });
    const entries = await admin.db.from('audit_log').select('action').eq('table_name', 'lead_notes').eq('record_id', note.id);
    expect(entries.data).toEqual([{ action: 'insert' }]);
    const customer = await signInAsUser(backend);
    const refused = await rest(backend, 'lead_notes', await accessToken(customer), { method: 'POST', body: JSON.stringify({ lead_id: lead.data?.id, body: 'Intrusa' }) });
    expect(refused.status).toBe(403);
  });

  it('lets nobody write, change or delete an entry through the API, and shows a customer nothing', async () => {
    const [entry] = ((await admin.db.from('audit_log').select('id').limit(1)).data ?? []) as { id: number }[];
    expect(entry).toBeDefined();
    const user = await signInAsUser(backend);
    for (const key of [adminToken, await accessToken(user), backend.serviceKey]) {
      const inserted = await rest(backend, 'audit_log', key, { method: 'POST', body: JSON.stringify({ table_name: 'categories', action: 'insert', actor_role: 'authenticated' }) });
      expect(inserted.status).toBeGreaterThanOrEqual(400);
      expect(inserted.status).toBeLessThan(500);
      const changed = await rest(backend, `audit_log?id=eq.${entry.id}`, key, { method: 'PATCH', body: JSON.stringify({ actor_email: 'forjado@example.com' }) });
      expect(changed.status).toBeGreaterThanOrEqual(400);
      expect(changed.status).toBeLessThan(500);
      const deleted = await rest(backend, `audit_log?id=eq.${entry.id}`, key, { method: 'DELETE' });
      expect(deleted.status).toBeGreaterThanOrEqual(400);
      expect(deleted.status).toBeLessThan(500);
    }
    const kept = await serviceClient(backend).from('audit_log').select('id, actor_email').eq('id', entry.id);
    expect(kept.data).toHaveLength(1);
    expect(kept.data?.[0].actor_email).not.toBe('forjado@example.com');
    expect((await user.db.from('audit_log').select('id')).data).toEqual([]);
  });

  it('gives admins the dashboard figures the tables count, and refuses a customer', async () => {
    const service = serviceClient(backend);
    const figures = await readDashboard(admin.db);
    const leads = await service.from('leads').select('id', { count: 'exact', head: true });
    const published = await service.from('products').select('id', { count: 'exact', head: true }).eq('published', true);
    expect(figures.leadsTotal).toBe(leads.count);
    expect(figures.catalogue.published).toBe(published.count);
    expect(figures.leadsByStatus.map((row) => row.status)).toEqual(['new', 'contacted', 'negotiating', 'closed', 'lost']);
    expect(figures.leadsByWeek).toHaveLength(12);
    const user = await signInAsUser(backend);
    await expect(readDashboard(user.db)).rejects.toMatchObject({ status: 403 });
  });
});
