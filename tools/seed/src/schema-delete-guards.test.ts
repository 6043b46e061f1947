import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCategory } from './catalogue/categories';
import { ADMIN, createTestUsers } from './testing/identities';
import { asIdentity, createSchemaDatabase, inRollback, pgError } from './testing/schema-database';

const relogios = findCategory('relogios');
const rolex = relogios.subcategories[0];

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDatabase({ seed: true });
  await createTestUsers(db);
});
afterAll(async () => {
  await db?.close();
});

async function count(tx: { query: PGlite['query'] }, sql: string, params: unknown[] = []): Promise<number> {
  return Number((await tx.query<{ n: string | number }>(`select count(*) as n from ${sql}`, params)).rows[0].n);
}

describe('deleting catalogue structure', () => {
  it('refuses a category that still has products, in pt-BR, with a hint, and keeps everything', async () => {
    const error = await asIdentity(db, ADMIN, (tx) => pgError(() => tx.query('delete from categories where id = $1', [relogios.id])));
    expect(error.code).toBe('23503');
    expect(error.message).toBe('Não é possível excluir: existem produtos nesta categoria.');
    expect(error.hint).toBe('Mova ou exclua os produtos desta categoria antes de excluí-la.');
    expect(error.detail).toMatch(/^\d+ produto\(s\) pertencem à categoria "Relógios"\.$/);
    expect(await count(db, 'categories where id = $1', [relogios.id])).toBe(1);
    expect(await count(db, 'subcategories where category_id = $1', [relogios.id])).toBe(relogios.subcategories.length);
  });

  it('counts unpublished products too', async () => {
    const error = await inRollback(db, async (tx) => {
      await tx.query('delete from products where subcategory_id = $1 and published', [rolex.id]);
      await tx.query(`update products set published = false where subcategory_id in (select id from subcategories where category_id = $1)`, [relogios.id]);
      await tx.query('delete from products where category_id = $1 and subcategory_id <> $2', [relogios.id, rolex.id]);
      await tx.query(`insert into products (name, category_id, subcategory_id, published, price) values ('Rascunho', $1, $2, false, 1)`, [relogios.id, rolex.id]);
      return pgError(() => tx.query('delete from subcategories where id = $1', [rolex.id]));
    });
    expect(error.code).toBe('23503');
    expect(error.message).toBe('Não é possível excluir: existem produtos nesta subcategoria.');
  });

  it('deletes an empty category with its subcategories and their attributes', async () => {
    const remaining = await asIdentity(db, ADMIN, async (tx) => {
      await tx.query('delete from products where category_id = $1', [relogios.id]);
      await tx.query('delete from categories where id = $1', [relogios.id]);
      return {
        subcategories: await count(tx, 'subcategories where category_id = $1', [relogios.id]),
        attributes: await count(tx, 'attributes where subcategory_id = $1', [rolex.id]),
      };
    });
    expect(remaining).toEqual({ subcategories: 0, attributes: 0 });
  });

  it('deletes an empty subcategory with its attributes', async () => {
    const attributes = await asIdentity(db, ADMIN, async (tx) => {
      await tx.query('delete from products where subcategory_id = $1', [rolex.id]);
      await tx.query('delete from subcategories where id = $1', [rolex.id]);
      return count(tx, 'attributes where subcategory_id = $1', [rolex.id]);
    });
    expect(attributes).toBe(0);
  });

  it('clears the attribute of products whose attribute is deleted', async () => {
    const submariner = rolex.attributes[0];
    const result = await asIdentity(db, ADMIN, async (tx) => {
      const before = await count(tx, 'products where attribute_id = $1', [submariner.id]);
      const ids = (await tx.query<{ id: string }>('select id from products where attribute_id = $1', [submariner.id])).rows.map((r) => r.id);
      await tx.query('delete from attributes where id = $1', [submariner.id]);
      const after = (await tx.query<{ attribute_id: string | null; subcategory_id: string }>('select attribute_id, subcategory_id from products where id = any($1)', [ids])).rows;
      return { before, after };
    });
    expect(result.before).toBeGreaterThan(0);
    expect(result.after).toHaveLength(result.before);
    expect(result.after.every((row) => row.attribute_id === null && row.subcategory_id === rolex.id)).toBe(true);
  });

  it('removes a deleted product\'s images and keeps its leads without the product', async () => {
    const product = (await db.query<{ id: string }>('select id from products where category_id = $1 limit 1', [relogios.id])).rows[0].id;
    const result = await asIdentity(db, ADMIN, async (tx) => {
      await tx.query(`insert into product_images (product_id, url) values ($1, $2)`, [product, `http://127.0.0.1:54321/storage/v1/object/public/products/${product}/1_a.jpg`]);
      const lead = (await tx.query<{ id: string }>(`insert into leads (name, product_id) values ('Ana', $1) returning id`, [product])).rows[0].id;
      await tx.query('delete from products where id = $1', [product]);
      return {
        images: await count(tx, 'product_images where product_id = $1', [product]),
        lead: (await tx.query('select product_id from leads where id = $1', [lead])).rows[0],
      };
    });
    expect(result).toEqual({ images: 0, lead: { product_id: null } });
  });
});
