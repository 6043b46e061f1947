import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';
import { isHttpUrl } from './http-url';
import { isPrintableLine, isPrintableText } from './printable-text';

/**
 * The forms refuse what the database refuses, no more and no less: each rule here runs against
 * the SQL function its migration defines, on real Postgres (PGlite).
 */
const MIGRATIONS = new URL('../../../supabase/migrations/', import.meta.url);
const FUNCTION_FILES = [
  '20251125300000_check_email_addresses.sql',
  '20251125300100_refuse_control_characters.sql',
  '20251125300300_restrict_urls_to_http.sql',
];

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  for (const file of FUNCTION_FILES) {
    const sql = await readFile(new URL(file, MIGRATIONS), 'utf8');
    for (const definition of sql.match(/create function public\.\w+\([\s\S]*?\n\$\$;/g) ?? []) await db.exec(definition);
  }
}, 60_000);

afterAll(async () => {
  await db?.close();
});

async function sqlVerdicts(functionName: string, values: string[]): Promise<boolean[]> {
  const result = await db.query<{ verdict: boolean }>(
    `select public.${functionName}(value) as verdict from unnest($1::text[]) with ordinality as input(value, position) order by position`,
    [values],
  );
  return result.rows.map((row) => row.verdict);
}

/** Strings over `alphabet`, plus the given ones; NUL never reaches Postgres text, so none carries it. */
function samples(alphabet: string[], given: string[], maxLength = 40): string[] {
  const generated = fc.sample(fc.string({ unit: fc.constantFrom(...alphabet), maxLength }), 300);
  return [...given, ...generated];
}

const CONTROLS = ['\t', '\n', '\r', '\u0001', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];

// Each case runs a few thousand values through PGlite (WASM): seconds on a busy two-core machine.
describe('value rules agree with the database', { timeout: 60_000 }, () => {
  it('isEmailAddress and public.is_email_address', async () => {
    const values = samples(
      [...'abAZ09.-_+@!#$%&*/=?^`{|}~"\'()<>[]\\,;: ç', ...CONTROLS],
      [
        'ana@example.com',
        'Ana.Souza+news@Example.com.br',
        'x@b',
        'a@b.c',
        '.ana@example.com',
        'ana.@example.com',
        'a..b@example.com',
        'ana@-example.com',
        'ana@example-.com',
        "o'neil@example.com",
        '<b>@example.com',
        'joão@example.com',
        `${'a'.repeat(64)}@example.com`,
        `${'a'.repeat(65)}@example.com`,
        `a@${'b'.repeat(248)}.com`,
        `a@${'b'.repeat(249)}.com`,
      ],
    );
    const generatedAddresses = fc.sample(fc.emailAddress(), 300);
    const all = [...values, ...generatedAddresses];
    expect(all.map(isEmailAddress)).toEqual(await sqlVerdicts('is_email_address', all));
  });

  it('isHttpUrl and public.is_http_url', async () => {
    const values = samples(
      [...'hHtTpPsS:/.?#\\@ aZ09-_%~ção', ...CONTROLS],
      [
        'https://marina.example',
        'HTTP://X.COM/a?b#c',
        'https://x.com/açaí',
        'https://x.com/🏠',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        '//evil.example/x',
        'https:/x.com',
        'https://',
        'https://x.com/a b',
        'https://x\\y.com',
        `https://x.com/${'a'.repeat(2028)}`,
        `https://x.com/${'a'.repeat(2029)}`,
        `https://x.com/${'🏠'.repeat(2028)}`,
      ],
    );
    const urls = [...values, ...fc.sample(fc.webUrl({ withQueryParameters: true, withFragments: true }), 300)];
    expect(urls.map(isHttpUrl)).toEqual(await sqlVerdicts('is_http_url', urls));
  });

  it('isPrintableLine, isPrintableText and their SQL twins', async () => {
    const values = samples([...'aç 🏠<>', ...CONTROLS, '\u00a0', '\u200b', '\u2028'], ['Ana Souza', 'Linha 1\r\nLinha 2\tfim']);
    expect(values.map(isPrintableLine)).toEqual(await sqlVerdicts('is_printable_line', values));
    expect(values.map(isPrintableText)).toEqual(await sqlVerdicts('is_printable_text', values));
  });
});
