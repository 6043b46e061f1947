import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from './importLimits';
import { IMPORT_MESSAGES } from './importMessages';
import { readCsvTable } from './readCsvTable';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readCsvTable', () => {
  it('reads ; separated cells, with or without a BOM, numbering lines as a spreadsheet does', () => {
    const text = 'Nome;Preço (R$)\r\n"Lancha; 45 pés";"1.250.000,00"\r\n;\r\n"Relógio\r\nde bolso";10\r\nCasa;2\r\n';
    for (const bytes of [utf8(text), utf8(`\uFEFF${text}`)]) {
      expect(readCsvTable(bytes)).toEqual({
        table: {
          header: ['Nome', 'Preço (R$)'],
          rows: [
            { line: 2, cells: ['Lancha; 45 pés', '1.250.000,00'] },
            { line: 4, cells: ['Relógio\r\nde bolso', '10'] },
            { line: 5, cells: ['Casa', '2'] },
          ],
        },
        issues: [],
      });
    }
  });

  it("takes off the apostrophe the export puts before text Excel would run as a formula", () => {
    const read = readCsvTable(utf8("Nome;Telefone\n'=SOMA(A1);'+55 11\n"));
    expect('table' in read && read.table.rows[0].cells).toEqual(['=SOMA(A1)', '+55 11']);
  });

  it('refuses a file in another encoding, with commas, empty or too large, in pt-BR', () => {
    expect(readCsvTable(new Uint8Array([0x4e, 0x6f, 0x6d, 0x65, 0x0a, 0xe7, 0xe3]))).toEqual({ fileIssue: IMPORT_MESSAGES.notUtf8 });
    expect(readCsvTable(utf8('Nome,Categoria\nA,B\n'))).toEqual({ fileIssue: IMPORT_MESSAGES.wrongSeparator });
    expect(readCsvTable(utf8('Nome;Categoria\n;\n'))).toEqual({ fileIssue: IMPORT_MESSAGES.empty });
    expect(readCsvTable(new Uint8Array(IMPORT_LIMITS.csvBytes + 1))).toEqual({ fileIssue: IMPORT_MESSAGES.csvTooLarge(IMPORT_LIMITS.csvBytes + 1) });
    const many = `Nome\n${'x\n'.repeat(IMPORT_LIMITS.rows + 1)}`;
    expect(readCsvTable(utf8(many))).toEqual({ fileIssue: IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.rows + 1) });
  });

  it('reports a row with more cells than the header and an unclosed quote by line', () => {
    const read = readCsvTable(utf8('Nome;Categoria\nA;B;C\nD;"E\n'));
    expect('table' in read && read.issues).toEqual([
      { line: 2, column: null, message: IMPORT_MESSAGES.extraCells },
      { line: 3, column: null, message: IMPORT_MESSAGES.unclosedQuote },
    ]);
  });
});
