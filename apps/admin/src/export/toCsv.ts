import Papa from 'papaparse';
import { CSV_BOM, CSV_NEWLINE, CSV_SEPARATOR, formatCsvBoolean, formatCsvDecimal, formatCsvInteger, type CsvCell, type CsvColumn } from '@oneboss/domain';

/**
 * What Excel would run as a formula. papaparse's own pattern (`escapeFormulae: true`) ends in
 * `.*$` and so misses "+" followed by a line break.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The rows as a CSV document for Excel in Brazil: BOM, `;`, CRLF, fields quoted only when
 * they hold a separator, quote or line break. Text starting with = + - @ is prefixed with
 * `'` so a visitor's name or a "+55" phone is shown as typed, never run as a formula.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const options = { delimiter: CSV_SEPARATOR, newline: CSV_NEWLINE, escapeFormulae: FORMULA_START };
  const headers = columns.map((column) => column.header);
  const data = rows.map((row) => columns.map((column) => csvText(column.value(row))));
  // papaparse ends a header-only document with a line break, which reads back as one empty row.
  const csv = data.length === 0 ? Papa.unparse([headers], options) : Papa.unparse({ fields: headers, data }, options);
  return CSV_BOM + csv;
}

function csvText(cell: CsvCell): string {
  if (cell == null) return '';
  if (typeof cell === 'boolean') return formatCsvBoolean(cell);
  if (typeof cell === 'number') return Number.isInteger(cell) ? formatCsvInteger(cell) : formatCsvDecimal(cell);
  return cell;
}
