import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import { Confirm, useUpdate } from 'react-admin';
import { LEAD_MESSAGES, LEAD_STATUS_LABELS, type LeadStatus } from '@oneboss/domain';
import { useRefreshAudit } from '../audit/useRefreshAudit';
import { useToast } from '../ui/toast';
import { errorText } from '../shared/errorText';
import type { LeadRecord } from './leadRecord';

interface PendingMove {
  lead: LeadRecord;
  status: LeadStatus;
}

/**
 * Every status change (a drop on the board, a keyboard move, the select) is asked first and
 * written only once confirmed; the lists re-read the server's answer.
 */
export function useLeadStatusChange() {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [update, { isPending }] = useUpdate<LeadRecord>();
  const toast = useToast();
  const refreshAudit = useRefreshAudit();

  const request = (lead: LeadRecord, status: LeadStatus) => {
    if (status !== lead.status) setPending({ lead, status });
  };

  const confirm = (
    <Confirm
      isOpen={pending !== null}
      loading={isPending}
      title="Mudar status do lead"
      content={
        pending ? (
          <DialogContentText>{`Mover o lead de "${pending.lead.name}" de ${LEAD_STATUS_LABELS[pending.lead.status]} para ${LEAD_STATUS_LABELS[pending.status]}?`}</DialogContentText>
        ) : null
      }
      confirm="Mover"
      cancel="Cancelar"
      onConfirm={() => {
        if (!pending) return;
        void update(
          'leads',
          { id: pending.lead.id, data: { status: pending.status }, previousData: pending.lead },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              refreshAudit();
              toast('Status atualizado', { variant: 'success', description: `${pending.lead.name}: ${LEAD_STATUS_LABELS[pending.status]}` });
            },
            onError: (error) => toast(LEAD_MESSAGES.statusUpdateFailed, { variant: 'error', description: errorText(error) }),
            onSettled: () => setPending(null),
          },
        );
      }}
      onClose={() => setPending(null)}
    />
  );

  return { request, confirm, busyId: isPending ? (pending?.lead.id ?? null) : null };
}
