import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './http/rest-input.js';
import { bareDatabases } from './test-support/bare-databases.js';

// A list written to an array column goes to the database as this text: PostgreSQL must read back
// exactly the list sent, whatever its strings hold.
const databases = bareDatabases();

// PostgreSQL's text holds no NUL; the text check refuses one before a write gets here.
const storableText = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((text) => !text.includes('\u0000'));

describe('arrayLiteral', () => {
  it('is read by PostgreSQL as the list of texts it was made from, on every backend', async () => {
    for (const { name, db } of databases) {
      await fc.assert(
        fc.asyncProperty(fc.array(storableText, { maxLength: 6 }), async (values) => {
          const [row] = await db.sql.query<{ values: string[] }>('select $1::text[] as values', [arrayLiteral(values)]);
          expect(row.values, name).toEqual(values);
        }),
        { numRuns: 60 },
      );
    }
  });
});
