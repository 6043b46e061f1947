import { TextField } from '@mui/material';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus } from '@oneboss/domain';
import type { LeadFilter } from './useLeads';

/** 'Todos' plus the five statuses. */
export function LeadFilterSelect({ value, onChange }: { value: LeadFilter; onChange: (filter: LeadFilter) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      onChange={(event) => onChange(isLeadStatus(event.target.value) ? event.target.value : 'all')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 220 } }}
    >
      <option value="all">Todos</option>
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </option>
      ))}
    </TextField>
  );
}
