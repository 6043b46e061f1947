import Papa from 'papaparse';
import { CSV_BOM, CSV_SEPARATOR } from '@oneboss/domain';
import { IMPORT_LIMITS } from './importLimits';
import { IMPORT_MESSAGES } from './importMessages';
import type { ImportIssue } from './importIssue';

/** A CSV file's cells: its header and each product row with its line as a spreadsheet numbers it (the header is 1). */
export interface CsvTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/** What the export puts before text Excel would run as a formula ("'=..."), taken off again. */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

const blank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * A CSV as Excel in Brazil saves it: UTF-8 with or without BOM, `;` between columns, quotes
 * around cells holding `;`, quotes or line breaks. Blank rows are skipped (their lines still count).
 * Refusals that concern the whole file (size, encoding, separator, row count) come back alone.
 */
export function readCsvTable(bytes: Uint8Array): { table: CsvTable; issues: ImportIssue[] } | { fileIssue: string } {
  if (bytes.byteLength > IMPORT_LIMITS.csvBytes) return { fileIssue: IMPORT_MESSAGES.csvTooLarge(bytes.byteLength) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { fileIssue: IMPORT_MESSAGES.notUtf8 };
  }
  if (text.startsWith(CSV_BOM)) text = text.slice(CSV_BOM.length);
  const parsed = Papa.parse<string[]>(text, { delimiter: CSV_SEPARATOR, skipEmptyLines: false });
  const records = parsed.data.map((cells) => cells.map((cell) => cell.replace(FORMULA_GUARD, '')));
  const [header = [], ...rest] = records;
  if (blank(header)) return { fileIssue: IMPORT_MESSAGES.empty };
  if (header.length === 1 && header[0].includes(',')) return { fileIssue: IMPORT_MESSAGES.wrongSeparator };

  const issues: ImportIssue[] = [];
  // papaparse numbers records from 0 (the header); a spreadsheet numbers its lines from 1.
  for (const error of parsed.errors) {
    if (error.code === 'MissingQuotes') issues.push({ line: (error.row ?? 0) + 1, column: null, message: IMPORT_MESSAGES.unclosedQuote });
  }
  const rows = rest.map((cells, index) => ({ line: index + 2, cells })).filter((row) => !blank(row.cells));
  if (rows.length === 0) return { fileIssue: IMPORT_MESSAGES.empty };
  if (rows.length > IMPORT_LIMITS.rows) return { fileIssue: IMPORT_MESSAGES.tooManyRows(rows.length) };
  for (const row of rows) {
    if (row.cells.length > header.length && !blank(row.cells.slice(header.length))) issues.push({ line: row.line, column: null, message: IMPORT_MESSAGES.extraCells });
  }
  return { table: { header: header.map((cell) => cell.trim()), rows }, issues: issues.sort((a, b) => a.line - b.line) };
}
