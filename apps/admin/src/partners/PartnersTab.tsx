import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, DialogContentText, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm } from 'react-admin';
import { PARTNER_MESSAGES, type Partner } from '@oneboss/domain';
import { useRecordRoutes } from '../layout/useRecordRoutes';
import { useToast } from '../ui/toast';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { PartnerDialog, type PartnerDialogRoute } from './PartnerDialog';
import { PartnerList } from './PartnerList';
import { usePartnerActions, usePartners } from './usePartners';

/** Parceiros tab: 'Gerenciar Parceiros', the ordered list and the add/edit form (its own route). */
export function PartnersTab({ dialog }: { dialog?: PartnerDialogRoute }) {
  const partners = usePartners();
  const actions = usePartnerActions();
  const routes = useRecordRoutes('partners');
  const [pendingDelete, setPendingDelete] = useState<Partner | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (partners.isError) toast(PARTNER_MESSAGES.loadFailed, { variant: 'error', description: errorText(partners.error) });
  }, [partners.isError, partners.error, toast]);


  /** One list write at a time: a reorder rewrites every row, so overlapping writes would race. */
  const exclusive = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1.5} flexWrap="wrap">
        <Typography component="h1" variant="h5" fontWeight={700}>
          {PARTNER_MESSAGES.manageTitle}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={routes.openCreate}>
          Adicionar parceiro
        </Button>
      </Stack>

      {partners.isError ? (
        <LoadError title={PARTNER_MESSAGES.loadFailed} message={errorText(partners.error)} retrying={partners.isFetching} onRetry={() => void partners.refetch()} />
      ) : !partners.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando parceiros" />
        </Box>
      ) : partners.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{PARTNER_MESSAGES.empty}</Typography>
        </Paper>
      ) : (
        <PartnerList
          partners={partners.data}
          busy={busy}
          onEdit={(partner) => routes.openEdit(partner.id)}
          onDelete={setPendingDelete}
          onMove={(partner, direction) => void exclusive(() => actions.move(partner, direction))}
          onVisibleChange={(partner, visible) => void exclusive(() => actions.setVisible(partner, visible))}
        />
      )}

      {dialog && <PartnerDialog key={dialog.mode === 'edit' ? dialog.partnerId : 'new'} route={dialog} onClose={routes.close} />}

      <Confirm
        isOpen={pendingDelete !== null}
        loading={busy}
        title="Remover parceiro"
        content={pendingDelete ? <DialogContentText>{`O parceiro "${pendingDelete.name}" será removido.`}</DialogContentText> : null}
        confirm="Remover"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={() => {
          const partner = pendingDelete;
          if (partner) void exclusive(() => actions.remove(partner)).then(() => setPendingDelete(null));
        }}
        onClose={() => setPendingDelete(null)}
      />
    </Stack>
  );
}
