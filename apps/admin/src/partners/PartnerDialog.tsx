import { useMemo, useState } from 'react';
import { Box, Dialog, DialogTitle, Stack, CircularProgress } from '@mui/material';
import { CreateBase, EditBase, useRefresh } from 'react-admin';
import { PARTNER_MESSAGES, type Partner } from '@oneboss/domain';
import { useIsMobile } from '../shared/useIsMobile';
import { errorText } from '../shared/errorText';
import { useToast } from '../ui/toast';
import { AuditTrail } from '../audit';
import { PartnerForm } from './PartnerForm';

/** The form the route opens over the list. */
export type PartnerDialogRoute = { mode: 'create' } | { mode: 'edit'; partnerId: string };

/** The add/edit dialog of a partner, on react-admin's CreateBase or EditBase. */
export function PartnerDialog({ route, onClose }: { route: PartnerDialogRoute; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefresh();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: () => {
        refresh();
        onClose();
      },
      onError: (error: unknown) => toast(PARTNER_MESSAGES.saveFailed, { variant: 'error', description: errorText(error) }),
    }),
    [refresh, onClose, toast],
  );
  const queryOptions = useMemo(
    () => ({
      onError: () => {
        toast(PARTNER_MESSAGES.notFound, { variant: 'error' });
        onClose();
      },
    }),
    [toast, onClose],
  );

  if (route.mode === 'create') {
    return (
      <CreateBase resource="partners" redirect={false} mutationOptions={mutationOptions}>
        <PartnerDialogFrame onClose={onClose} />
      </CreateBase>
    );
  }
  return (
    <EditBase<Partner>
      resource="partners"
      id={route.partnerId}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      mutationOptions={mutationOptions}
      queryOptions={queryOptions}
      render={({ record }) => <PartnerDialogFrame editing partner={record} onClose={onClose} />}
    />
  );
}

function PartnerDialogFrame({ editing = false, partner, onClose }: { editing?: boolean; partner?: Partner; onClose: () => void }) {
  const mobile = useIsMobile();
  const [askedToClose, setAskedToClose] = useState(false);
  return (
    <Dialog open onClose={() => setAskedToClose(true)} fullScreen={mobile} fullWidth maxWidth="sm" aria-labelledby="partner-form-title">
      <DialogTitle id="partner-form-title">{editing ? 'Editar parceiro' : 'Novo parceiro'}</DialogTitle>
      {editing && !partner ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando parceiro" />
        </Stack>
      ) : (
        <PartnerForm partner={partner} askedToClose={askedToClose} onStay={() => setAskedToClose(false)} onClose={onClose} />
      )}
      {partner && (
        <Box sx={{ px: 3, pb: 3 }}>
          <AuditTrail table="partners" recordId={partner.id} />
        </Box>
      )}
    </Dialog>
  );
}
