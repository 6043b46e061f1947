import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { CSV_BOM, formatCsvDecimal, type CsvColumn } from '@oneboss/domain';
import { toCsv } from './toCsv';

/** What Excel shows for a cell: papaparse reads the file back the way it wrote it. */
function parseBack(csv: string): string[][] {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(CSV_BOM.length), { delimiter: ';', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const shownAs = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const columnsOf = (count: number): CsvColumn<string[]>[] =>
  Array.from({ length: count }, (_, index) => ({ header: `Coluna ${index + 1}`, value: (row) => row[index] }));

/** Strings rich in the characters CSV has to protect. */
const tricky = fc.string({ unit: fc.constantFrom(';', '"', ',', '\n', '\r', ' ', '=', '+', '-', '@', '\t', 'a', 'ç', 'ã', '€', '😀', "'") });
const cellText = fc.oneof(fc.string({ unit: 'binary' }), tricky);

describe('toCsv', () => {
  it('reads back as the same cells for any text, separators, quotes and line breaks included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((width) => fc.tuple(fc.constant(width), fc.array(fc.array(cellText, { minLength: width, maxLength: width }), { maxLength: 6 }))),
        ([width, rows]) => {
          const columns = columnsOf(width);
          const cells = parseBack(toCsv(rows, columns));
          expect(cells).toEqual([columns.map((column) => column.header), ...rows.map((row) => row.map(shownAs))]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('opens with a BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv([{ name: 'Relógio; ouro "18k"', price: 1234.5 }], [
      { header: 'Nome', value: (row) => row.name },
      { header: 'Preço (R$)', value: (row) => formatCsvDecimal(row.price) },
    ]);
    expect(csv).toBe('\uFEFFNome;Preço (R$)\r\n"Relógio; ouro ""18k""";1.234,50');
  });

  it('never lets a cell start a formula', () => {
    const csv = toCsv([['=HYPERLINK("http://x")'], ['+55 11 98765-4321'], ['@SUM(A1)']], columnsOf(1));
    expect(parseBack(csv).slice(1)).toEqual([[`'=HYPERLINK("http://x")`], ["'+55 11 98765-4321"], ["'@SUM(A1)"]]);
  });

  it('writes empty, boolean and numeric cells in pt-BR', () => {
    const csv = toCsv([[null, undefined, true, false, 1234, 0.5]], [0, 1, 2, 3, 4, 5].map((index) => ({ header: `c${index}`, value: (row: unknown[]) => row[index] as never })));
    expect(parseBack(csv)[1]).toEqual(['', '', 'Sim', 'Não', '1.234', '0,50']);
  });
});
