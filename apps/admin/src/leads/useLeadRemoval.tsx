import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import { Confirm, useDelete } from 'react-admin';
import { LEAD_MESSAGES } from '@oneboss/domain';
import { useToast } from '../ui/toast';
import { errorText } from '../shared/errorText';
import type { LeadRecord } from './leadRecord';

/** Removing a lead, asked first; `onRemoved` runs once the server has deleted it. */
export function useLeadRemoval(onRemoved?: () => void) {
  const [pending, setPending] = useState<LeadRecord | null>(null);
  const [remove, { isPending }] = useDelete<LeadRecord>();
  const toast = useToast();

  const confirm = (
    <Confirm
      isOpen={pending !== null}
      loading={isPending}
      title="Remover lead"
      content={pending ? <DialogContentText>{`O lead de "${pending.name}" será removido.`}</DialogContentText> : null}
      confirm="Remover"
      cancel="Cancelar"
      confirmColor="warning"
      onConfirm={() => {
        if (!pending) return;
        void remove(
          'leads',
          { id: pending.id, previousData: pending },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              toast('Lead removido', { variant: 'success' });
              onRemoved?.();
            },
            onError: (error) => toast(LEAD_MESSAGES.removeFailed, { variant: 'error', description: errorText(error) }),
            onSettled: () => setPending(null),
          },
        );
      }}
      onClose={() => setPending(null)}
    />
  );

  return { request: setPending, confirm, busyId: isPending ? (pending?.id ?? null) : null };
}
