import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asIdentity, createSchemaDatabase, inRollback, VISITOR } from './testing/schema-database';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDatabase({ seed: true });
});
afterAll(async () => {
  await db?.close();
});

/** Names of published products whose search_text contains the normalised term, as the shop asks. */
async function search(term: string): Promise<string[]> {
  return asIdentity(db, VISITOR, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `select name from products where search_text ilike '%' || lower(f_unaccent($1)) || '%' order by name`,
      [term],
    );
    return rows.map((row) => row.name);
  });
}

describe('products.search_text', () => {
  it('finds accented names from unaccented terms and the other way round', async () => {
    expect(await search('relogio rolex submariner')).toEqual(['Relógio Rolex Submariner Date']);
    expect(await search('Relógio Rolex Submariner')).toEqual(['Relógio Rolex Submariner Date']);
    expect(await search('cobertura duplex em sao paulo')).toEqual(['Cobertura Duplex em São Paulo']);
    expect(await search('LANCHA AZIMUT 60')).toEqual(['Lancha Azimut 60']);
  });

  it('covers the short description and the description text, not its tags', async () => {
    expect(await search('itaim bibi, 620')).toEqual(['Cobertura Duplex em São Paulo']);
    expect(await search('camera dupla')).toEqual([]);
    expect(await search('calibre: 3235 automatico')).toEqual(['Relógio Rolex Datejust 41', 'Relógio Rolex Submariner Date']);
    expect(await search('strong')).toEqual([]);
    expect(await search('caixa: 41 mm em aco oystersteel')).toEqual(['Relógio Rolex Submariner Date']);
  });

  it('reads entities the way the page shows them', async () => {
    const names = await inRollback(db, async (tx) => {
      await tx.query(`update products set description = '<p>Edição Dolce &amp; Gabbana&nbsp;&lt;única&gt;</p>' where name = 'Lancha Azimut 60'`);
      const found = async (term: string) =>
        (await tx.query<{ name: string }>(`select name from products where search_text like '%' || $1 || '%'`, [term])).rows.map((r) => r.name);
      return [await found('dolce & gabbana <unica>'), await found('&amp;'), await found('&nbsp;')];
    });
    expect(names).toEqual([['Lancha Azimut 60'], [], []]);
  });

  it('follows edits of the name', async () => {
    const names = await inRollback(db, async (tx) => {
      await tx.query(`update products set name = 'Relógio Único Açaí' where name = 'Relógio Rolex Datejust 41'`);
      return (await tx.query<{ name: string }>(`select name from products where search_text like '%unico acai%'`)).rows.map((r) => r.name);
    });
    expect(names).toEqual(['Relógio Único Açaí']);
  });

  it('is served by the trigram index', async () => {
    const plan = await inRollback(db, async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain select id from products where search_text ilike '%rolex%'`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_search_text_trgm_idx');
  });
});
