import { downloadCSV } from 'react-admin';
import { CSV_TIME_ZONE } from '@oneboss/domain';

// en-CA writes dates as yyyy-mm-dd, which sorts in a folder listing.
const DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: CSV_TIME_ZONE });

/** The file's name: what it holds and the day (Brasília) it was exported, "produtos-2026-11-23". */
export function csvFileName(subject: string, now = new Date()): string {
  return `${subject}-${DAY.format(now)}`;
}

/** Hands the document to the browser as a download; react-admin's helper adds `.csv`. */
export function downloadCsv(subject: string, csv: string): void {
  downloadCSV(csv, csvFileName(subject));
}
