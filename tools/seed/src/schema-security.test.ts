import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCategory } from './catalogue/categories';
import { SEED_PRODUCTS } from './catalogue/products';
import { ADMIN, CUSTOMER, createTestUsers } from './testing/identities';
import { asIdentity, createSchemaDatabase, inRollback, pgError, VISITOR, type RequestIdentity } from './testing/schema-database';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDatabase({ seed: true });
  await createTestUsers(db);
});
afterAll(async () => {
  await db?.close();
});

const publishedCount = SEED_PRODUCTS.filter((p) => p.published).length;
const hidden = SEED_PRODUCTS.find((p) => !p.published);
const relogios = findCategory('relogios').id;

async function countAs(identity: RequestIdentity, table: string): Promise<number> {
  return asIdentity(db, identity, async (tx) => Number((await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n));
}

describe('row level security (SQL level; the HTTP matrix lives in libs/data)', () => {
  it('shows visitors and customers published products only, admins every product', async () => {
    expect(await countAs(VISITOR, 'products')).toBe(publishedCount);
    expect(await countAs(CUSTOMER, 'products')).toBe(publishedCount);
    expect(await countAs(ADMIN, 'products')).toBe(SEED_PRODUCTS.length);
    expect(publishedCount).toBeLessThan(SEED_PRODUCTS.length);
  });

  it('hides images of unpublished products from visitors', async () => {
    const url = `http://127.0.0.1:54321/storage/v1/object/public/products/${hidden?.id}/1_a.jpg`;
    const counts = await inRollback(db, async (tx) => {
      await tx.query('insert into product_images (product_id, url) values ($1, $2)', [hidden?.id, url]);
      const seen: number[] = [];
      for (const identity of [VISITOR, CUSTOMER, ADMIN]) {
        await tx.query('savepoint look');
        const { role, sub, email } = identity;
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role, sub, email })]);
        await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [sub ?? '']);
        await tx.query(`select set_config('role', $1, true)`, [role]);
        seen.push(Number((await tx.query<{ n: number }>('select count(*)::int as n from product_images')).rows[0].n));
        await tx.query('rollback to savepoint look');
      }
      return seen;
    });
    expect(counts).toEqual([0, 0, 1]);
  });

  it('keeps leads, subscribers and admin permissions away from visitors and customers', async () => {
    await db.exec(`insert into leads (name) values ('Ana'); insert into newsletter_subscribers (email) values ('ana@example.com')`);
    for (const table of ['leads', 'newsletter_subscribers']) {
      const visitor = await asIdentity(db, VISITOR, (tx) => pgError(() => tx.query(`select * from ${table}`)));
      expect(visitor.code, table).toBe('42501');
      expect(await countAs(CUSTOMER, table), table).toBe(0);
      expect(await countAs(ADMIN, table), table).toBe(1);
    }
    expect(await countAs(CUSTOMER, 'admin_permissions')).toBe(0);
    expect(await countAs(ADMIN, 'admin_permissions')).toBe(1);
  });

  it('lets a signed-in user read their own admin permission row', async () => {
    const row = await asIdentity(db, ADMIN, async (tx) => (await tx.query('select email, is_admin from admin_permissions')).rows);
    expect(row).toEqual([{ email: ADMIN.email, is_admin: true }]);
  });

  it('forces a visitor lead to new whatever status it asks for', async () => {
    const status = await inRollback(db, async (tx) => {
      await tx.query(`select set_config('role', 'anon', true)`);
      await tx.query(`insert into leads (name, email, status) values ('Bruno', 'bruno@example.com', 'closed')`);
      await tx.query('reset role');
      return (await tx.query(`select status from leads where name = 'Bruno'`)).rows;
    });
    expect(status).toEqual([{ status: 'new' }]);
    const customer = await inRollback(db, async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(CUSTOMER)]);
      await tx.query(`select set_config('role', 'authenticated', true)`);
      await tx.query(`insert into leads (name, email, status) values ('Carla', 'carla@example.com', 'negotiating')`);
      await tx.query('reset role');
      return (await tx.query(`select status from leads where name = 'Carla'`)).rows;
    });
    expect(customer).toEqual([{ status: 'new' }]);
    const admin = await asIdentity(db, ADMIN, async (tx) =>
      (await tx.query(`insert into leads (name, status) values ('Dora', 'contacted') returning status`)).rows,
    );
    expect(admin).toEqual([{ status: 'contacted' }]);
  });

  it('refuses catalogue writes from visitors (no privilege) and customers (RLS)', async () => {
    const visitor = await asIdentity(db, VISITOR, (tx) => pgError(() => tx.query(`update products set price = 1`)));
    expect(visitor.code).toBe('42501');
    const customerInsert = await asIdentity(db, CUSTOMER, (tx) =>
      pgError(() => tx.query(`insert into products (name, category_id, price) values ('X', $1, 1)`, [relogios])),
    );
    expect(customerInsert.code).toBe('42501');
    const customerUpdate = await asIdentity(db, CUSTOMER, async (tx) => (await tx.query(`update products set price = 1`)).affectedRows);
    expect(customerUpdate).toBe(0);
    const adminUpdate = await asIdentity(db, ADMIN, async (tx) => (await tx.query(`update products set stock_quantity = 3`)).affectedRows);
    expect(adminUpdate).toBe(SEED_PRODUCTS.length);
  });

  it('lets each user read, create and edit only their own profile', async () => {
    const result = await inRollback(db, async (tx) => {
      await tx.query(`insert into profiles (id, full_name, estado) values ($1, 'Administradora', 'SP')`, [ADMIN.sub]);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(CUSTOMER)]);
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [CUSTOMER.sub]);
      await tx.query(`select set_config('role', 'authenticated', true)`);
      await tx.query(`insert into profiles (id, full_name, whatsapp, estado) values ($1, 'Cliente', '11999999999', 'RJ')`, [CUSTOMER.sub]);
      const visible = (await tx.query('select full_name from profiles')).rows;
      const editedOther = (await tx.query(`update profiles set full_name = 'X' where id = $1`, [ADMIN.sub])).affectedRows;
      return { visible, editedOther };
    });
    expect(result).toEqual({ visible: [{ full_name: 'Cliente' }], editedOther: 0 });
    const forged = await asIdentity(db, CUSTOMER, (tx) =>
      pgError(() => tx.query(`insert into profiles (id, full_name) values ($1, 'Falso')`, [ADMIN.sub])),
    );
    expect(forged.code).toBe('42501');
  });

  it('lets only admins list catalogue pictures (public URLs need no policy)', async () => {
    await db.exec(`insert into storage.objects (bucket_id, name) values ('products', 'listed/1_a.jpg')`);
    expect(await countAs(VISITOR, 'storage.objects')).toBe(0);
    expect(await countAs(CUSTOMER, 'storage.objects')).toBe(0);
    expect(await countAs(ADMIN, 'storage.objects')).toBe(1);
  });

  it('lets only admins write catalogue pictures to storage', async () => {
    const insertObject = (tx: { query: PGlite['query'] }) =>
      tx.query(`insert into storage.objects (bucket_id, name) values ('products', 'x/1_a.jpg')`);
    expect((await asIdentity(db, CUSTOMER, (tx) => pgError(() => insertObject(tx)))).code).toBe('42501');
    expect(await asIdentity(db, ADMIN, async (tx) => (await insertObject(tx)).affectedRows)).toBe(1);
    const buckets = (await db.query('select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id')).rows;
    expect(buckets).toEqual(
      ['partner-banners', 'partner-logos', 'products'].map((id) => ({
        id,
        public: true,
        file_size_limit: 5242880,
        allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'],
      })),
    );
  });
});

describe('schema lints (after supabase/splinter)', () => {
  it('enables RLS on every public table', async () => {
    const { rows } = await db.query(`select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`);
    expect(rows).toEqual([]);
  });

  it('names a role on every policy and never allows everything on writes', async () => {
    const { rows } = await db.query<{ policyname: string; roles: string[]; cmd: string; qual: string | null; with_check: string | null }>(
      `select policyname, roles::text[] as roles, cmd, qual, with_check from pg_policies where schemaname in ('public', 'storage')`,
    );
    expect(rows.length).toBeGreaterThan(40);
    for (const policy of rows) {
      expect(policy.roles, policy.policyname).not.toContain('public');
      if (policy.cmd !== 'SELECT') {
        expect(policy.qual ?? '', policy.policyname).not.toBe('true');
        expect(policy.with_check ?? '', policy.policyname).not.toBe('true');
      }
    }
  });

  it('has one permissive policy per role and command', async () => {
    const { rows } = await db.query(`select tablename, cmd, role, count(*)::int as n
      from pg_policies, unnest(roles) as role where schemaname = 'public' group by 1, 2, 3 having count(*) > 1`);
    expect(rows).toEqual([]);
  });

  it('pins the search_path of every public function', async () => {
    const { rows } = await db.query(`select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%')`);
    expect(rows).toEqual([]);
  });

  it('lets visitors execute no security definer function', async () => {
    const { rows } = await db.query(`select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'execute')`);
    expect(rows).toEqual([]);
  });

  it('indexes every foreign key', async () => {
    const { rows } = await db.query(`select c.conrelid::regclass::text as table_name, c.conname
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey)`);
    expect(rows).toEqual([]);
  });
});
