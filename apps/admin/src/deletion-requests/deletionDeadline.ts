import { ACCOUNT_DELETION_HOURS } from '@oneboss/domain';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A span as the team reads it at a glance: whole hours, or minutes under an hour. */
function span(ms: number): string {
  return ms >= HOUR_MS ? `${Math.floor(ms / HOUR_MS)} h` : `${Math.max(1, Math.floor(ms / MINUTE_MS))} min`;
}

export interface DeletionDeadline {
  /** When the promise to the holder runs out: the confirmation plus ACCOUNT_DELETION_HOURS. */
  due: Date;
  overdue: boolean;
  /** "Faltam 31 h", "Faltam 20 min" or "Prazo vencido há 3 h". */
  text: string;
}

/** How long the team has left to process a request confirmed at `confirmedAt`. */
export function deletionDeadline(confirmedAt: string, now: Date): DeletionDeadline {
  const due = new Date(new Date(confirmedAt).getTime() + ACCOUNT_DELETION_HOURS * HOUR_MS);
  const left = due.getTime() - now.getTime();
  return left > 0 ? { due, overdue: false, text: `Faltam ${span(left)}` } : { due, overdue: true, text: `Prazo vencido há ${span(-left)}` };
}
