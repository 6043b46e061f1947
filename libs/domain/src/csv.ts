import { LOCALE } from './constants';
import { formatPtBrNumber } from './pt-br-number';

/**
 * CSV as Excel opens it in Brazil: Excel reads a file as UTF-8 only after a byte-order mark,
 * and with a pt-BR regional setting it splits columns on `;` (the comma is the decimal mark).
 * The writer itself (papaparse) lives with the admin's exporters, so no other bundle carries it.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_NEWLINE = '\r\n';

/** Brasília time, the business's clock, whatever the operator's machine says. */
export const CSV_TIME_ZONE = 'America/Sao_Paulo';

export type CsvCell = string | number | boolean | null | undefined;

/** One column of an export: its pt-BR header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

const DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: CSV_TIME_ZONE,
});

/** An amount with two decimals as pt-BR writes it ("1.234,56"); '' when there is none. */
export function formatCsvDecimal(value: number | string | null | undefined): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? formatPtBrNumber(number, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '';
}

/** A count as pt-BR writes it ("1.234"); '' when there is none. */
export function formatCsvInteger(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatPtBrNumber(value, { maximumFractionDigits: 0 }) : '';
}

/** "dd/mm/aaaa hh:mm" in Brasília time, the shape Excel in pt-BR reads as a date; '' for an unreadable date. */
export function formatCsvDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(DATE_TIME.formatToParts(date).map(({ type, value: text }) => [type, text]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

export function formatCsvBoolean(value: boolean | null | undefined): string {
  return value == null ? '' : value ? 'Sim' : 'Não';
}
