import { useEffect, useState } from 'react';
import { Box, CircularProgress, DialogContentText, Paper, Stack, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { LEAD_MESSAGES } from '@oneboss/domain';
import type { LeadWithProduct } from '@oneboss/data';
import { useIsMobile } from '../layout/useIsMobile';
import { useToast } from '../ui/toast';
import { LoadError } from '../categories/LoadError';
import { errorText } from '../categories/errorText';
import { LeadCards } from './LeadCards';
import { LeadFilterSelect } from './LeadFilterSelect';
import { LeadTable } from './LeadTable';
import { useLeadActions, useLeads, type LeadFilter } from './useLeads';

/** Leads tab: contact messages newest first, filtered by status, status changed in place. */
export function LeadsTab() {
  const [filter, setFilter] = useState<LeadFilter>('all');
  const leads = useLeads(filter);
  const { changeStatus, remove } = useLeadActions();
  const [pendingDelete, setPendingDelete] = useState<LeadWithProduct | null>(null);
  const mobile = useIsMobile();
  const toast = useToast();

  useEffect(() => {
    if (leads.isError) toast(LEAD_MESSAGES.loadFailed, { variant: 'error', description: errorText(leads.error) });
  }, [leads.isError, leads.error, toast]);

  const busyId = changeStatus.isPending ? changeStatus.variables.lead.id : remove.isPending ? remove.variables.id : null;
  const View = mobile ? LeadCards : LeadTable;

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1.5}>
        <Box>
          <Typography component="h1" variant="h5" fontWeight={700}>
            Leads
          </Typography>
          {leads.data && (
            <Typography variant="body2" color="text.secondary">
              {leads.data.length === 1 ? '1 lead' : `${leads.data.length} leads`}
            </Typography>
          )}
        </Box>
        <LeadFilterSelect value={filter} onChange={setFilter} />
      </Stack>

      {leads.isError ? (
        <LoadError title={LEAD_MESSAGES.loadFailed} message={errorText(leads.error)} retrying={leads.isFetching} onRetry={() => void leads.refetch()} />
      ) : !leads.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando leads" />
        </Box>
      ) : leads.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">Nenhum lead encontrado</Typography>
        </Paper>
      ) : (
        <View
          leads={leads.data}
          busyId={busyId}
          onStatusChange={(lead, status) => changeStatus.mutate({ lead, status })}
          onDelete={setPendingDelete}
        />
      )}

      <Confirm
        isOpen={pendingDelete !== null}
        loading={remove.isPending}
        title="Remover lead"
        content={pendingDelete ? <DialogContentText>{`O lead de "${pendingDelete.name}" será removido.`}</DialogContentText> : null}
        confirm="Remover"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={() => {
          if (pendingDelete) remove.mutate(pendingDelete, { onSettled: () => setPendingDelete(null) });
        }}
        onClose={() => setPendingDelete(null)}
      />
    </Stack>
  );
}
