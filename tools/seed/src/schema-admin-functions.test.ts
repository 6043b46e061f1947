import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, createTestUsers } from './testing/identities';
import { asIdentity, becomeIdentity, createSchemaDatabase, inRollback, pgError, VISITOR } from './testing/schema-database';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDatabase();
  await createTestUsers(db);
});
afterAll(async () => {
  await db?.close();
});

const createCategory = (email: string | null) => (tx: { query: PGlite['query'] }) =>
  tx.query(`select * from admin_create_category('Arte Sacra', 'arte-sacra', $1)`, [email]);

describe('is_current_user_admin and get_current_user_email', () => {
  it("answer from the account's confirmed e-mail and admin_permissions, whatever the JWT's e-mail claim", async () => {
    const admin = await asIdentity(db, { ...ADMIN, email: 'outro@example.com' }, async (tx) =>
      (await tx.query('select is_current_user_admin() as admin, get_current_user_email() as email')).rows[0],
    );
    expect(admin).toEqual({ admin: true, email: 'admin@oneboss.local' });
    const customer = await asIdentity(db, CUSTOMER, async (tx) =>
      (await tx.query('select is_current_user_admin() as admin, get_current_user_email() as email')).rows[0],
    );
    expect(customer).toEqual({ admin: false, email: 'cliente@example.com' });
  });

  it('give nothing to a token claiming the admin e-mail for another account', async () => {
    const impostor = await asIdentity(db, { ...CUSTOMER, email: ADMIN.email }, async (tx) =>
      (await tx.query('select is_current_user_admin() as admin, get_current_user_email() as email')).rows[0],
    );
    expect(impostor).toEqual({ admin: false, email: CUSTOMER.email });
  });

  it('give nothing to an account whose e-mail is not confirmed', async () => {
    const unconfirmed = await inRollback(db, async (tx) => {
      await tx.query('update auth.users set email_confirmed_at = null where id = $1', [ADMIN.sub]);
      await becomeIdentity(tx, ADMIN);
      return (await tx.query('select is_current_user_admin() as admin, get_current_user_email() as email')).rows[0];
    });
    expect(unconfirmed).toEqual({ admin: false, email: null });
  });

  it('stop counting an admin whose is_admin is false', async () => {
    await db.query('update admin_permissions set is_admin = false where email = $1', [ADMIN.email]);
    try {
      const admin = await asIdentity(db, ADMIN, async (tx) => (await tx.query('select is_current_user_admin() as admin')).rows[0]);
      expect(admin).toEqual({ admin: false });
    } finally {
      await db.query('update admin_permissions set is_admin = true where email = $1', [ADMIN.email]);
    }
  });

  it('are not callable by visitors (security definer, splinter 0029)', async () => {
    const error = await asIdentity(db, VISITOR, (tx) => pgError(() => tx.query('select is_current_user_admin()')));
    expect(error.code).toBe('42501');
    const email = await asIdentity(db, VISITOR, (tx) => pgError(() => tx.query('select get_current_user_email()')));
    expect(email.code).toBe('42501');
  });
});

describe('admin_create_category', () => {
  it('creates the category for an admin who names themselves', async () => {
    const row = await asIdentity(db, ADMIN, async (tx) => (await createCategory('ADMIN@oneboss.local')(tx)).rows[0]);
    expect(row).toMatchObject({ name: 'Arte Sacra', value: 'arte-sacra' });
  });

  it('refuses a signed-in user who is not an admin (42501)', async () => {
    const error = await asIdentity(db, CUSTOMER, (tx) => pgError(() => createCategory(CUSTOMER.email ?? null)(tx)));
    expect(error.code).toBe('42501');
    expect(error.message).toMatch(/^Permissão negada/);
  });

  it("refuses an admin token with someone else's e-mail (42501)", async () => {
    const error = await asIdentity(db, ADMIN, (tx) => pgError(() => createCategory('outro@oneboss.local')(tx)));
    expect(error.code).toBe('42501');
    const missing = await asIdentity(db, ADMIN, (tx) => pgError(() => createCategory(null)(tx)));
    expect(missing.code).toBe('42501');
  });

  it('refuses a non-admin who claims the admin e-mail as the argument (42501)', async () => {
    const error = await asIdentity(db, CUSTOMER, (tx) => pgError(() => createCategory(ADMIN.email ?? null)(tx)));
    expect(error.code).toBe('42501');
  });

  it('is not callable by visitors at all (42501)', async () => {
    const error = await asIdentity(db, VISITOR, (tx) => pgError(() => createCategory(ADMIN.email ?? null)(tx)));
    expect(error.code).toBe('42501');
  });

  it('refuses blank names and repeated values', async () => {
    const blank = await asIdentity(db, ADMIN, (tx) =>
      pgError(() => tx.query(`select * from admin_create_category('  ', 'x', $1)`, [ADMIN.email])),
    );
    expect(blank.code).toBe('23514');
    const repeated = await asIdentity(db, ADMIN, async (tx) => {
      await createCategory(ADMIN.email ?? null)(tx);
      return pgError(() => createCategory(ADMIN.email ?? null)(tx));
    });
    expect(repeated.code).toBe('23505');
  });
});
