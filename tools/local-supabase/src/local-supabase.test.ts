import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from './admin-permission.js';
import { readMailbox } from './mail/read-mailbox.js';
import { clientFor, FIXTURE_MIGRATIONS } from './test-support/clients.js';
import { startTestBackends, type TestBackend } from './testing.js';

const backends: TestBackend[] = await startTestBackends({ migrationsDir: FIXTURE_MIGRATIONS });
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

function png(width: number, height: number, red = 255): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 0, b: 0 } } })
    .png()
    .toBuffer();
}

describe.each(backends)('local Supabase on $name', (backend) => {
  const anon = clientFor(backend, backend.anonKey);
  const service = clientFor(backend, backend.serviceKey);

  describe('REST', () => {
    it('lets RLS decide: anon reads, but may not write', async () => {
      const read = await anon.from('notes').select('id');
      expect(read.error).toBeNull();
      const write = await anon.from('notes').insert({ title: 'not allowed' });
      expect(write.error?.code).toBe('42501');
    });

    it('keeps the privileges migrations revoked, as a production database does', async () => {
      for (let request = 0; request < 2; request += 1) {
        const { error, status } = await anon.from('admin_permissions').select('email');
        expect([status, error?.code]).toEqual([401, '42501']);
      }
    });

    it('sends numeric columns as JSON numbers and timestamps in ISO 8601, as hosted PostgREST does', async () => {
      const { data, error } = await service
        .from('notes')
        .insert({ title: 'Relógio', price: 1234.5 })
        .select('price, created_at')
        .single();
      expect(error).toBeNull();
      expect(data?.price).toBe(1234.5);
      expect(data?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
      const since = new Date(Date.parse(data?.created_at) - 1000).toISOString();
      const filtered = await anon.from('notes').select('title').gte('created_at', since).eq('title', 'Relógio');
      expect(filtered.data).toEqual([{ title: 'Relógio' }]);
    });

    it('matches accent-insensitive searches through the trigram-indexed column', async () => {
      await service.from('notes').insert({ title: 'Café Ação' });
      const { data } = await anon.from('notes').select('title').ilike('search_text', '%acao%');
      expect(data).toEqual([{ title: 'Café Ação' }]);
    });

    it('refuses the secret key from a browser, as hosted Supabase does', async () => {
      const response = await fetch(`${backend.url}/rest/v1/notes?select=id`, {
        headers: { apikey: backend.serviceKey, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' },
      });
      expect(response.status).toBe(401);
    });

    it('reports a duplicate key as 409 with code 23505', async () => {
      const { data } = await service.from('notes').insert({ title: 'única' }).select('id').single();
      const duplicate = await service.from('notes').insert({ id: data?.id, title: 'de novo' });
      expect([duplicate.status, duplicate.error?.code]).toEqual([409, '23505']);
    });

    it('reports a check violation as 400 with code 23514 and a not-null one as 400 with 23502, as PostgREST does', async () => {
      const tooLong = await service.from('notes').insert({ title: 'x'.repeat(101) });
      expect([tooLong.status, tooLong.error?.code]).toEqual([400, '23514']);
      expect(tooLong.error?.message).toBe('new row for relation "notes" violates check constraint "notes_title_length"');
      const missing = await service.from('notes').insert({ price: 1 });
      expect([missing.status, missing.error?.code]).toEqual([400, '23502']);
    });

    it('counts without rows on a HEAD request', async () => {
      const { count, data, error } = await anon.from('many_rows').select('*', { count: 'exact', head: true });
      expect([count, data, error]).toEqual([1500, null, null]);
    });

    it('returns at most 1000 rows per request, with the exact total in content-range', async () => {
      const { data, count } = await anon.from('many_rows').select('n', { count: 'exact' });
      expect(data).toHaveLength(1000);
      expect(count).toBe(1500);
    });
  });

  describe('CORS', () => {
    it.each(['/rest/v1/notes', '/auth/v1/token?grant_type=password', '/storage/v1/object/pictures/a.png'])(
      'answers the preflight of %s',
      async (path) => {
        const response = await fetch(`${backend.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            origin: 'http://localhost:4200',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'apikey, authorization, x-client-info, content-type, prefer, range',
          },
        });
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
        expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      },
    );

    it('exposes content-range to browser code', async () => {
      const response = await fetch(`${backend.url}/rest/v1/many_rows?select=n&limit=1`, {
        headers: { apikey: backend.anonKey, prefer: 'count=exact', origin: 'http://localhost:4300' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toMatch(/content-range/i);
      expect(response.headers.get('content-range')).toBe('0-0/1500');
    });
  });

  describe('auth', () => {
    it('signs up, signs in once the e-mailed link is followed, and the session carries the e-mail into SQL (auth.email())', async () => {
      const email = `cliente-${randomUUID()}@example.com`;
      const client = clientFor(backend, backend.anonKey);
      const signUp = await client.auth.signUp({ email, password: 'senha-segura-123' });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).toBeNull();
      const early = await client.auth.signInWithPassword({ email, password: 'senha-segura-123' });
      expect(early.error?.code).toBe('email_not_confirmed');

      const [mail] = await readMailbox(backend.url, backend.serviceKey, email);
      const confirmed = await fetch(mail.link ?? '', { redirect: 'manual' });
      expect(new URLSearchParams(new URL(confirmed.headers.get('location') ?? '').hash.slice(1)).get('type')).toBe('signup');
      const signIn = await client.auth.signInWithPassword({ email, password: 'senha-segura-123' });
      expect(signIn.error).toBeNull();
      const { data } = await client.rpc('current_email');
      expect(data).toBe(email);
      const insert = await client.from('notes').insert({ title: 'minha nota' });
      expect(insert.error).toBeNull();
    });

    it('refuses a wrong password', async () => {
      const { error } = await anon.auth.signInWithPassword({ email: 'ninguem@example.com', password: 'errada-123' });
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
    });

    it('offers the admin user API to the secret key only', async () => {
      const email = `Equipe-${randomUUID()}@Example.com`;
      const created = await service.auth.admin.createUser({ email, password: 'senha-admin-123', email_confirm: true });
      expect(created.error).toBeNull();
      expect(created.data.user?.email).toBe(email.toLowerCase());
      expect(created.data.user?.email_confirmed_at).toMatch(/T/);

      const duplicate = await service.auth.admin.createUser({ email, password: 'outra-senha-123' });
      expect(duplicate.error?.code).toBe('email_exists');

      const listed = await service.auth.admin.listUsers({ page: 1, perPage: 1000 });
      expect(listed.data.users.map((user) => user.email)).toContain(email.toLowerCase());
      expect((await anon.auth.admin.listUsers()).error?.status).toBe(403);
      const fromBrowser = await fetch(`${backend.url}/auth/v1/admin/users`, {
        headers: { apikey: backend.serviceKey, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/120' },
      });
      expect(fromBrowser.status).toBe(401);

      const id = created.data.user?.id as string;
      expect((await service.auth.admin.updateUserById(id, { password: 'nova-senha-456' })).error).toBeNull();
      const signIn = await clientFor(backend, backend.anonKey).auth.signInWithPassword({
        email,
        password: 'nova-senha-456',
      });
      expect(signIn.error).toBeNull();

      expect((await service.auth.admin.deleteUser(id)).error).toBeNull();
      expect((await service.auth.admin.getUserById(id)).error?.status).toBe(404);
    });

    it('grants admin rights by e-mail with the secret key, creating the account confirmed when there is none', async () => {
      const email = `dono-${randomUUID()}@example.com`;
      expect(await grantAdmin(backend.url, backend.serviceKey, ` ${email.toUpperCase()} `)).toEqual({ email, account: 'created' });
      const { data } = await service.from('admin_permissions').select('email, is_admin').eq('email', email);
      expect(data).toEqual([{ email, is_admin: true }]);
      const listed = await service.auth.admin.listUsers({ page: 1, perPage: 1000 });
      expect(listed.data.users.find((user) => user.email === email)?.email_confirmed_at).toMatch(/T/);
      // The owner signs in after setting a password through the recovery e-mail.
      expect((await anon.auth.signUp({ email, password: 'senha-intrusa-123' })).data.session).toBeNull();
      expect((await anon.auth.signInWithPassword({ email, password: 'senha-intrusa-123' })).error?.code).toBe('invalid_credentials');
      expect(await grantAdmin(backend.url, backend.serviceKey, email)).toEqual({ email, account: 'unchanged' });
    });

    it('confirms an unconfirmed account it grants, dropping the password whoever signed up chose', async () => {
      const email = `reivindicado-${randomUUID()}@example.com`;
      expect((await anon.auth.signUp({ email, password: 'senha-intrusa-123' })).error).toBeNull();
      expect(await grantAdmin(backend.url, backend.serviceKey, email)).toEqual({ email, account: 'confirmed' });
      const signIn = await clientFor(backend, backend.anonKey).auth.signInWithPassword({ email, password: 'senha-intrusa-123' });
      expect(signIn.error?.code).toBe('invalid_credentials');
      const listed = await service.auth.admin.listUsers({ page: 1, perPage: 1000 });
      expect(listed.data.users.find((user) => user.email === email)?.email_confirmed_at).toMatch(/T/);
    });
  });

  describe('storage', () => {
    it('takes uploads as raw bytes and as multipart form data with an empty field name (a browser File)', async () => {
      const image = await png(40, 20);
      const raw = await service.storage.from('pictures').upload('raw/a.png', image, { contentType: 'image/png' });
      expect(raw.error).toBeNull();
      const blob = await service.storage
        .from('pictures')
        .upload('blob/b.png', new Blob([new Uint8Array(image)], { type: 'image/png' }), { cacheControl: '600' });
      expect(blob.error).toBeNull();

      const response = await fetch(service.storage.from('pictures').getPublicUrl('blob/b.png').data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);

      const replacement = await png(10, 10);
      const updated = await service.storage
        .from('pictures')
        .update('blob/b.png', new Blob([new Uint8Array(replacement)], { type: 'image/png' }));
      expect(updated.error).toBeNull();
      const again = await fetch(service.storage.from('pictures').getPublicUrl('blob/b.png').data.publicUrl);
      expect(Buffer.from(await again.arrayBuffer()).equals(replacement)).toBe(true);
    });

    it('serves public objects whole, with their type, length and an hour of cache lifetime', async () => {
      const image = await png(300, 200);
      await service.storage.from('pictures').upload('public/c.png', image, { contentType: 'image/png' });
      const response = await fetch(service.storage.from('pictures').getPublicUrl('public/c.png').data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-length')).toBe(String(image.byteLength));
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);
    });

    it('downloads through the authenticated object route and answers byte ranges', async () => {
      const image = await png(64, 64);
      await service.storage.from('pictures').upload('private/f.png', image, { contentType: 'image/png' });
      const { data, error } = await service.storage.from('pictures').download('private/f.png');
      expect(error).toBeNull();
      expect(Buffer.from(await (data as Blob).arrayBuffer()).equals(image)).toBe(true);
      const partial = await fetch(`${backend.url}/storage/v1/object/public/pictures/private/f.png`, {
        headers: { range: 'bytes=0-7' },
      });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe(`bytes 0-7/${image.byteLength}`);
      expect(Buffer.from(await partial.arrayBuffer()).equals(image.subarray(0, 8))).toBe(true);
      const tail = await fetch(`${backend.url}/storage/v1/object/public/pictures/private/f.png`, {
        headers: { range: 'bytes=-4' },
      });
      expect(Buffer.from(await tail.arrayBuffer()).equals(image.subarray(-4))).toBe(true);
    });

    it('enforces the bucket size limit and MIME types', async () => {
      const text = await service.storage.from('pictures').upload('limits/a.txt', new Uint8Array([104, 105]), {
        contentType: 'text/plain',
      });
      expect(text.error).not.toBeNull();
      const huge = await service.storage.from('pictures').upload('limits/huge.png', new Uint8Array(5 * 1024 * 1024 + 1), {
        contentType: 'image/png',
      });
      expect(huge.error).not.toBeNull();
    });

    it('lists and removes objects, bytes included', async () => {
      await service.storage.from('pictures').upload('gone/g.png', await png(8, 8), { contentType: 'image/png' });
      await service.storage.from('pictures').upload('gone/inner/h.png', await png(8, 8), { contentType: 'image/png' });
      await service.storage.from('pictures').upload('gone-not/i.png', await png(8, 8), { contentType: 'image/png' });
      // hosted lists one folder level, names relative to it, sub-folders with a null id
      const listed = await service.storage.from('pictures').list('gone');
      expect(listed.data?.map((object) => [object.name, object.id === null])).toEqual([
        ['g.png', false],
        ['inner', true],
      ]);
      const removed = await service.storage.from('pictures').remove(['gone/g.png']);
      expect(removed.error).toBeNull();
      const response = await fetch(service.storage.from('pictures').getPublicUrl('gone/g.png').data.publicUrl);
      expect(response.ok).toBe(false);
    });

    it('refuses uploads the bucket policies do not allow', async () => {
      const { error } = await anon.storage.from('pictures').upload('x/anon.png', await png(2, 2), {
        contentType: 'image/png',
      });
      expect(error).not.toBeNull();
    });
  });

  describe('image render endpoint', () => {
    const renderUrl = (path: string, query: string) =>
      `${backend.url}/storage/v1/render/image/public/pictures/${path}?${query}`;

    beforeAll(async () => {
      await service.storage.from('pictures').upload('render/d.png', await png(400, 200), {
        contentType: 'image/png',
        upsert: true,
      });
    });

    it.each([
      ['width=100', 100, 50],
      ['width=100&height=100&resize=cover', 100, 100],
      ['width=100&height=100&resize=contain', 100, 50],
      ['width=100&height=100&resize=fill', 100, 100],
      ['width=2500', 400, 200],
    ])('resizes with %s to WebP', async (query, width, height) => {
      const response = await fetch(renderUrl('render/d.png', query));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
    });

    it('keeps the original format with format=origin', async () => {
      const response = await fetch(renderUrl('render/d.png', 'width=50&format=origin'));
      expect(response.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(50);
    });

    it.each(['width=0', 'height=2501', 'quality=10', 'resize=crop'])('refuses %s', async (query) => {
      const response = await fetch(renderUrl('render/d.png', query));
      expect(response.status).toBe(400);
    });

    // Hosted Storage answers a missing object with HTTP 400 and statusCode "404" in the body.
    it('answers a missing object as hosted Storage does', async () => {
      const response = await fetch(renderUrl('render/missing.png', 'width=10'));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    });

    it('renders again when the object is replaced', async () => {
      expect((await fetch(renderUrl('render/e.png', 'width=100'))).ok).toBe(false);
      await service.storage.from('pictures').upload('render/e.png', await png(400, 200), { contentType: 'image/png' });
      const first = await sharp(Buffer.from(await (await fetch(renderUrl('render/e.png', 'width=100'))).arrayBuffer()))
        .metadata();
      expect(first.height).toBe(50);
      await service.storage
        .from('pictures')
        .upload('render/e.png', await png(200, 200, 10), { contentType: 'image/png', upsert: true });
      const second = await sharp(Buffer.from(await (await fetch(renderUrl('render/e.png', 'width=100'))).arrayBuffer()))
        .metadata();
      expect(second.height).toBe(100);
    });
  });
});
