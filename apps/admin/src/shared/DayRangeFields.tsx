import { TextField } from '@mui/material';
import { dayEnd, dayOf, dayStart, lastDayBefore } from './dayRange';

interface DayRangeFieldsProps {
  labels: { from: string; to: string };
  /** The filter's bounds as stored: the first instant of the first day, the first instant after the last. */
  from: unknown;
  to: unknown;
  onChange: (bound: 'from' | 'to', value: string | null) => void;
}

/** Two date inputs over a day range filter (Brasília days), as the leads board and the audit log use it. */
export function DayRangeFields({ labels, from, to, onChange }: DayRangeFieldsProps) {
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={labels.from}
        value={dayOf(from)}
        onChange={(event) => onChange('from', dayStart(event.target.value))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={labels.to}
        value={lastDayBefore(to)}
        onChange={(event) => onChange('to', dayEnd(event.target.value))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
