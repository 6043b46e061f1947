import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearch } from './text';

/**
 * normalizeSearch must give what the database stores in `search_text`
 * (lower(unaccent(...)) with spaces collapsed), or accented searches miss.
 * PGlite is real Postgres with the real unaccent dictionary.
 */
let db: PGlite;

beforeAll(async () => {
  db = new PGlite({ extensions: { unaccent } });
  await db.exec('create extension unaccent');
}, 60_000);

afterAll(async () => {
  await db?.close();
});

async function databaseNormalize(texts: string[]): Promise<string[]> {
  const result = await db.query<{ folded: string }>(
    `select lower(unaccent(btrim(regexp_replace(t, '\\s+', ' ', 'g')))) as folded
       from unnest($1::text[]) with ordinality as input(t, position)
      order by position`,
    [texts],
  );
  return result.rows.map((row) => row.folded);
}

const LATIN_LETTERS = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i)).filter(
  (char) => /\p{L}/u.test(char),
);

describe('normalizeSearch and Postgres unaccent', { timeout: 60_000 }, () => {
  it('agree on every Latin-1 and Latin Extended-A letter', async () => {
    expect(LATIN_LETTERS.map(normalizeSearch)).toEqual(await databaseNormalize(LATIN_LETTERS));
  });

  it('agree on Portuguese words', async () => {
    const words = ['  Embarcações  de   Luxo ', 'AVIÃO', 'Relógio Suíço', 'Decoração', 'Imóveis à venda', 'pinguim ÜBER'];
    expect(words.map(normalizeSearch)).toEqual(await databaseNormalize(words));
  });

  it('agree on any text made of Portuguese letters, digits and spaces', async () => {
    const text = fc.string({
      unit: fc.constantFrom(...'aáàâãbcçdeéêfghiíjklmnoóôõpqrstuúüvwxyzAÁÀÂÃCÇEÉÊIÍOÓÔÕUÚÜ0123456789 \t'.split('')),
      maxLength: 30,
    });
    const samples = fc.sample(fc.array(text, { minLength: 50, maxLength: 50 }), 4).flat();
    expect(samples.map(normalizeSearch)).toEqual(await databaseNormalize(samples));
  });
});
