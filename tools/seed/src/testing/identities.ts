import type { PGlite } from '@electric-sql/pglite';
import type { RequestIdentity } from './schema-database';

export const ADMIN: RequestIdentity = {
  role: 'authenticated',
  sub: '0000000a-0000-4000-8000-000000000001',
  email: 'admin@oneboss.local',
};

export const CUSTOMER: RequestIdentity = {
  role: 'authenticated',
  sub: '0000000a-0000-4000-8000-000000000002',
  email: 'cliente@example.com',
};

/** Both users as auth.users rows, and the admin listed in admin_permissions. */
export async function createTestUsers(db: PGlite): Promise<void> {
  for (const user of [ADMIN, CUSTOMER]) {
    await db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [user.sub, user.email]);
  }
  await db.query('insert into public.admin_permissions (email) values ($1)', [ADMIN.email]);
}
