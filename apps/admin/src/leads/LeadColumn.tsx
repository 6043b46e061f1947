import type { ReactNode } from 'react';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useDroppable } from '@dnd-kit/core';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@oneboss/domain';
import { formatCount } from '../dashboard/format';

/** One status of the pipeline: where cards are dropped. */
export function LeadColumn({ status, count, children }: { status: LeadStatus; count: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const label = LEAD_STATUS_LABELS[status];
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={`Coluna ${label}`}
      data-status={status}
      variant="outlined"
      sx={{ p: 1, minWidth: 0, minHeight: 160, bgcolor: isOver ? 'action.selected' : 'background.default', transition: 'background-color 120ms' }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 0.5, pb: 1 }}>
        <Typography component="h2" variant="subtitle2" fontWeight={700}>
          {label}
        </Typography>
        <Chip size="small" label={formatCount(count)} aria-label={`${count} leads`} />
      </Stack>
      <Stack component="ul" spacing={1} aria-label={`Leads ${label}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Paper>
  );
}
