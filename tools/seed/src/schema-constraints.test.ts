import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCategory } from './catalogue/categories';
import { SEED_PRODUCTS } from './catalogue/products';
import { asIdentity, createSchemaDatabase, inRollback, pgError, VISITOR } from './testing/schema-database';

const RELOGIOS = findCategory('relogios').id;
const DECORACAO = findCategory('decoracao').id;
const ROLEX = findCategory('relogios').subcategories[0].id;
const PRODUCT = SEED_PRODUCTS[0].id;
const BUCKET_URL = 'http://127.0.0.1:54321/storage/v1/object/public/products';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDatabase({ seed: true });
});
afterAll(async () => {
  await db?.close();
});

function insertProduct(tx: { query: PGlite['query'] }, columns: Record<string, unknown>) {
  const values = { name: 'Produto de teste', category_id: RELOGIOS, ...columns };
  const names = Object.keys(values);
  return tx.query(
    `insert into public.products (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    Object.values(values),
  );
}

describe('products', () => {
  it('defaults: published, not featured, stock 1, price not on request', async () => {
    const row = await inRollback(db, async (tx) => (await insertProduct(tx, { price: 10 })).rows[0]);
    expect(row).toMatchObject({ published: true, featured: false, stock_quantity: 1, price_on_request: false });
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a negative sale price', { price: 10, sale_price: -0.01 }],
    ['a negative stock', { price: 10, stock_quantity: -1 }],
    ['a price while on request', { price_on_request: true, price: 10 }],
    ['a sale price while on request', { price_on_request: true, sale_price: 10 }],
    ['a blank name', { name: '   ', price: 10 }],
  ])('refuses %s (23514)', async (_label, columns) => {
    const error = await inRollback(db, (tx) => pgError(() => insertProduct(tx, columns)));
    expect(error.code).toBe('23514');
  });

  it('accepts a product on request without prices', async () => {
    const row = await inRollback(db, async (tx) => (await insertProduct(tx, { price_on_request: true })).rows[0]);
    expect(row).toMatchObject({ price: null, sale_price: null, price_on_request: true });
  });

  it('sorts by the sale price, else the price, else nothing (unpriced products sort last)', async () => {
    const rows = await inRollback(db, async (tx) => [
      (await insertProduct(tx, { price: 100, sale_price: 80 })).rows[0],
      (await insertProduct(tx, { price: 100 })).rows[0],
      (await insertProduct(tx, { price_on_request: true })).rows[0],
    ]);
    expect(rows.map((row) => (row as { sort_price: string | null }).sort_price)).toEqual(['80.00', '100.00', null]);
  });

  it('refreshes updated_at on every update', async () => {
    const [before, after] = await inRollback(db, async (tx) => {
      const old = (await tx.query<{ updated_at: Date }>(`select updated_at from products where id = $1`, [PRODUCT])).rows[0];
      const changed = (
        await tx.query<{ updated_at: Date }>(`update products set stock_quantity = 2, updated_at = '2000-01-01' where id = $1 returning updated_at`, [PRODUCT])
      ).rows[0];
      return [old.updated_at, changed.updated_at];
    });
    expect(after.getTime()).toBeGreaterThan(new Date('2000-01-02').getTime());
    expect(after.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });
});

describe('catalogue uniqueness', () => {
  it('refuses a second category with the same value (23505)', async () => {
    const error = await inRollback(db, (tx) =>
      pgError(() => tx.query(`insert into categories (name, value) values ('Outra', 'relogios')`)),
    );
    expect(error.code).toBe('23505');
  });

  it('refuses a repeated subcategory type within a category, allows it in another', async () => {
    const error = await inRollback(db, (tx) =>
      pgError(() => tx.query(`insert into subcategories (category_id, name, type) values ($1, 'Rolex 2', 'rolex')`, [RELOGIOS])),
    );
    expect(error.code).toBe('23505');
    const other = await inRollback(db, async (tx) =>
      (await tx.query(`insert into subcategories (category_id, name, type) values ($1, 'Rolex', 'rolex') returning id`, [DECORACAO])).rows.length,
    );
    expect(other).toBe(1);
  });

  it('refuses a repeated attribute within a subcategory (23505)', async () => {
    const error = await inRollback(db, (tx) =>
      pgError(() => tx.query(`insert into attributes (subcategory_id, attribute) values ($1, 'Submariner')`, [ROLEX])),
    );
    expect(error.code).toBe('23505');
  });
});

describe('leads', () => {
  it('start as new and accept only the five statuses', async () => {
    const row = await inRollback(db, async (tx) => (await tx.query(`insert into leads (name) values ('Ana') returning status`)).rows[0]);
    expect(row).toEqual({ status: 'new' });
    for (const status of ['contacted', 'negotiating', 'closed', 'lost']) {
      const stored = await inRollback(db, async (tx) =>
        (await tx.query(`insert into leads (name, status) values ('Ana', $1) returning status`, [status])).rows[0],
      );
      expect(stored).toEqual({ status });
    }
    const error = await inRollback(db, (tx) => pgError(() => tx.query(`insert into leads (name, status) values ('Ana', 'won')`)));
    expect(error.code).toBe('23514');
  });
});

describe('newsletter', () => {
  it('refuses the same e-mail in another case (23505), even from a visitor', async () => {
    const error = await asIdentity(db, VISITOR, async (tx) => {
      await tx.query(`insert into newsletter_subscribers (email) values ('Cliente@Example.com')`);
      return pgError(() => tx.query(`insert into newsletter_subscribers (email) values ('cliente@EXAMPLE.com')`));
    });
    expect(error.code).toBe('23505');
  });

  it('refuses something that is not an e-mail', async () => {
    const error = await inRollback(db, (tx) => pgError(() => tx.query(`insert into newsletter_subscribers (email) values ('sem-arroba')`)));
    expect(error.code).toBe('23514');
  });
});

describe('product images', () => {
  it('accept public URLs of the products bucket only', async () => {
    const accepted = await inRollback(db, async (tx) =>
      (await tx.query(`insert into product_images (product_id, url) values ($1, $2) returning sort_order`, [PRODUCT, `${BUCKET_URL}/${PRODUCT}/1_a.jpg`])).rows[0],
    );
    expect(accepted).toEqual({ sort_order: 0 });
    const hosted = await inRollback(db, async (tx) =>
      (await tx.query(`insert into product_images (product_id, url) values ($1, $2) returning id`, [PRODUCT, `https://abc.supabase.co/storage/v1/object/public/products/${PRODUCT}/1_a.webp`])).rows.length,
    );
    expect(hosted).toBe(1);
    for (const url of [
      'https://images.example.com/rolex.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/partner-logos/1-a.png',
      'http://127.0.0.1:54321/storage/v1/object/sign/products/1_a.jpg',
      'javascript:alert(1)//storage/v1/object/public/products/x.jpg',
    ]) {
      const error = await inRollback(db, (tx) => pgError(() => tx.query(`insert into product_images (product_id, url) values ($1, $2)`, [PRODUCT, url])));
      expect(error.code, url).toBe('23514');
    }
  });

  it('refuse the same picture twice for a product (23505)', async () => {
    const url = `${BUCKET_URL}/${PRODUCT}/1_a.jpg`;
    const error = await inRollback(db, async (tx) => {
      await tx.query(`insert into product_images (product_id, url) values ($1, $2)`, [PRODUCT, url]);
      return pgError(() => tx.query(`insert into product_images (product_id, url, sort_order) values ($1, $2, 1)`, [PRODUCT, url]));
    });
    expect(error.code).toBe('23505');
  });
});

describe('admin permissions', () => {
  it('store e-mails lower-case and trimmed', async () => {
    const row = await inRollback(db, async (tx) =>
      (await tx.query(`insert into admin_permissions (email) values ('  Gerente@OneBoss.Local ') returning email, is_admin`)).rows[0],
    );
    expect(row).toEqual({ email: 'gerente@oneboss.local', is_admin: true });
  });
});
