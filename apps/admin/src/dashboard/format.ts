const NUMBER = new Intl.NumberFormat('pt-BR');
const WEEK = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'short', timeZone: 'UTC' });

/** A count as read in Brazil: 1.234. */
export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** A week's Monday (YYYY-MM-DD) as a short pt-BR label: "24 de nov.". */
export function formatWeek(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : WEEK.format(date);
}

const HOURS = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Hours to an answer as read in Brazil ("2,5 h"), or a dash when nothing was answered. */
export function formatHours(hours: number | null): string {
  return hours === null ? '—' : `${HOURS.format(hours)} h`;
}
