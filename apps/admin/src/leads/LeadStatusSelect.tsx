import { TextField } from '@mui/material';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus, type LeadStatus } from '@oneboss/domain';

interface LeadStatusSelectProps {
  leadName: string;
  value: LeadStatus;
  disabled: boolean;
  onChange: (status: LeadStatus) => void;
}

/** Changes a lead's status in place (any status to any other); native, so phones get their own picker. */
export function LeadStatusSelect({ leadName, value, disabled, onChange }: LeadStatusSelectProps) {
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      value={value}
      disabled={disabled}
      onChange={(event) => {
        if (isLeadStatus(event.target.value) && event.target.value !== value) onChange(event.target.value);
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Status de ${leadName}` } }}
      sx={{ minWidth: 140 }}
    >
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </option>
      ))}
    </TextField>
  );
}
