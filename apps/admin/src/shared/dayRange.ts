// Days are Brasília days (UTC-3 all year since 2019): a filter "from 01/12" starts at 00:00 in
// São Paulo, whatever the browser's zone.
const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function instant(iso: unknown): number | null {
  if (typeof iso !== 'string') return null;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The first instant of a YYYY-MM-DD day, as an ISO timestamp; null for an empty or unreadable day. */
export function dayStart(day: string): string | null {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? instant(`${day}T00:00:00Z`) : null;
  return time === null ? null : new Date(time + OFFSET_MS).toISOString();
}

/** The first instant after a YYYY-MM-DD day (an exclusive upper bound). */
export function dayEnd(day: string): string | null {
  const start = instant(dayStart(day));
  return start === null ? null : new Date(start + DAY_MS).toISOString();
}

/** The Brasília day (YYYY-MM-DD) an ISO instant falls on; '' for none. Inverse of dayStart. */
export function dayOf(iso: unknown): string {
  const time = instant(iso);
  return time === null ? '' : new Date(time - OFFSET_MS).toISOString().slice(0, 10);
}

/** The day before the exclusive bound dayEnd gave: the "to" day a filter shows. */
export function lastDayBefore(iso: unknown): string {
  const time = instant(iso);
  return time === null ? '' : new Date(time - OFFSET_MS - 1).toISOString().slice(0, 10);
}
