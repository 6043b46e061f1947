import { randomUUID } from 'node:crypto';
import type { SqlRunner } from '../database.js';
import type { Middleware } from './middleware.js';

const ADMIN_USERS_PATH = /^\/auth\/v1\/admin\/users(?:\/([^/]+))?\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// GoTrue's user JSON, built by Postgres so timestamps come out in ISO 8601 as hosted sends them.
const USER_JSON = `
  jsonb_build_object(
    'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email, 'phone', coalesce(u.phone, ''),
    'email_confirmed_at', u.email_confirmed_at, 'confirmed_at', u.confirmed_at,
    'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'identities', coalesce((
      select jsonb_agg(jsonb_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
        'provider', i.provider, 'email', i.email, 'last_sign_in_at', i.last_sign_in_at,
        'created_at', i.created_at, 'updated_at', i.updated_at))
      from auth.identities i where i.user_id = u.id), '[]'::jsonb),
    'banned_until', u.banned_until, 'is_anonymous', u.is_anonymous,
    'created_at', u.created_at, 'updated_at', u.updated_at
  ) as "user"`;

interface UserAttributes {
  email?: string;
  password?: string;
  email_confirm?: boolean;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
}

function authError(status: number, errorCode: string, msg: string): Response {
  return Response.json({ code: status, error_code: errorCode, msg }, { status, headers: { 'x-sb-error-code': errorCode } });
}

async function findUser(sql: SqlRunner, id: string): Promise<unknown> {
  if (!UUID.test(id)) return undefined;
  const rows = await sql.query<{ user: unknown }>(`select ${USER_JSON} from auth.users u where u.id = $1`, [id]);
  return rows[0]?.user;
}

async function listUsers(sql: SqlRunner, url: URL): Promise<Response> {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50));
  const rows = await sql.query<{ user: unknown }>(
    `select ${USER_JSON} from auth.users u order by u.created_at, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const [{ total }] = await sql.query<{ total: number }>('select count(*)::int as total from auth.users');
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = [`<${url.pathname}?page=${last}&per_page=${perPage}>; rel="last"`];
  if (page < last) link.unshift(`<${url.pathname}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  return Response.json(
    { aud: 'authenticated', users: rows.map((row) => row.user) },
    { headers: { 'x-total-count': String(total), link: link.join(', ') } },
  );
}

async function createUser(sql: SqlRunner, attributes: UserAttributes): Promise<Response> {
  const email = attributes.email?.trim().toLowerCase();
  if (!email) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const existing = await sql.query('select 1 from auth.users where email = $1', [email]);
  if (existing.length > 0) {
    return authError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const id = randomUUID();
  const userMetadata = { ...attributes.user_metadata, email, email_verified: Boolean(attributes.email_confirm), sub: id };
  const appMetadata = { provider: 'email', providers: ['email'], ...attributes.app_metadata };
  await sql.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, case when $3::text is null then null else extensions.crypt($3, extensions.gen_salt('bf', 10)) end,
               case when $4 then now() end, $5::jsonb, $6::jsonb)`,
      [id, email, attributes.password ?? null, Boolean(attributes.email_confirm), JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
    );
    await tx.query(
      `insert into auth.identities (id, provider, provider_id, user_id, identity_data)
       values ($1, 'email', $2::text, $2::uuid, $3::jsonb)`,
      [randomUUID(), id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
    );
  });
  return Response.json(await findUser(sql, id));
}

async function updateUser(sql: SqlRunner, id: string, attributes: UserAttributes): Promise<Response> {
  if (!(await findUser(sql, id))) return authError(404, 'user_not_found', 'User not found');
  await sql.query(
    `update auth.users set
       email = coalesce(lower($2), email),
       encrypted_password = case when $3::text is null then encrypted_password
                                 else extensions.crypt($3, extensions.gen_salt('bf', 10)) end,
       email_confirmed_at = case when $4::boolean is true then coalesce(email_confirmed_at, now())
                                 when $4::boolean is false then null else email_confirmed_at end,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($5::jsonb, '{}'::jsonb),
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || coalesce($6::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1`,
    [
      id,
      attributes.email ?? null,
      attributes.password ?? null,
      attributes.email_confirm ?? null,
      attributes.user_metadata ? JSON.stringify(attributes.user_metadata) : null,
      attributes.app_metadata ? JSON.stringify(attributes.app_metadata) : null,
    ],
  );
  return Response.json(await findUser(sql, id));
}

/**
 * GoTrue's admin user endpoints (`auth.admin.createUser`, `listUsers`,
 * `getUserById`, `updateUserById`, `deleteUser`), which lite does not have yet.
 * Only the secret key may call them, as only the service role may on hosted.
 */
export function authAdmin(sql: SqlRunner, serviceKey: string): Middleware {
  return async (request, context, next) => {
    const url = new URL(request.url);
    const match = url.pathname.match(ADMIN_USERS_PATH);
    if (!match || request.method === 'OPTIONS') return next(request, context);
    const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (request.headers.get('apikey') !== serviceKey && bearer !== serviceKey) {
      return authError(403, 'not_admin', 'User not allowed');
    }
    // the gateway's rule for every endpoint: a secret key never works from a browser
    if (/^\s*Mozilla\/5\.0/i.test(request.headers.get('user-agent') ?? '')) {
      return Response.json({ message: 'Forbidden use of secret API key in browser' }, { status: 401 });
    }
    const id = match[1];
    const body = async () => (await request.json().catch(() => ({}))) as UserAttributes;
    if (!id && request.method === 'GET') return listUsers(sql, url);
    if (!id && request.method === 'POST') return createUser(sql, await body());
    if (id && request.method === 'GET') {
      const user = await findUser(sql, id);
      return user ? Response.json(user) : authError(404, 'user_not_found', 'User not found');
    }
    if (id && request.method === 'PUT') return updateUser(sql, id, await body());
    if (id && request.method === 'DELETE') {
      const user = await findUser(sql, id);
      if (!user) return authError(404, 'user_not_found', 'User not found');
      await sql.query('delete from auth.users where id = $1', [id]);
      return Response.json({});
    }
    return authError(405, 'method_not_allowed', 'Method not allowed');
  };
}
