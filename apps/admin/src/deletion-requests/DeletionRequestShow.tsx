import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, DialogContentText, Paper, Stack, TextField, Typography } from '@mui/material';
import { Confirm, ShowBase, useDataProvider, useShowContext, type DataProvider } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETION_HOURS, FIELD_MAX_LENGTHS } from '@oneboss/domain';
import { AuditTrail } from '../audit/AuditTrail';
import { useRefreshAudit } from '../audit/useRefreshAudit';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { formatDateTime } from '../shared/dateTime';
import type { DeletionRequestMethods } from '../providers/deletionRequestsDataProvider';
import { BackToList, RecordHeading } from '../ui/RecordHeading';
import { useToast } from '../ui/toast';
import { DeletionStatusChip } from './DeletionStatusChip';
import { deletionDeadline } from './deletionDeadline';
import type { DeletionRequestRecord } from './deletionRequestRecord';

/** What the team checks and does for each request, in order. */
const STEPS = [
  'Confira que o titular confirmou o pedido pelo link enviado ao e-mail (situação "Confirmada"). Sem essa confirmação, nada pode ser excluído.',
  'Verifique se alguma obrigação legal exige guardar dados desse e-mail (por exemplo, uma negociação em andamento ou um documento fiscal). Se exigir, recuse a solicitação e registre o motivo.',
  'Clique em "Processar exclusão": a conta e o cadastro são apagados, os leads enviados com esse e-mail ficam anônimos (nome "Titular removido", sem contato nem mensagem; o produto e a data ficam para as estatísticas) e a inscrição na newsletter é removida.',
  `O titular recebe um e-mail avisando que a exclusão foi concluída. O prazo é de até ${ACCOUNT_DELETION_HOURS} horas após a confirmação.`,
];

/** A request's own page (/account_deletion_requests/:id/show): details, the steps, and the action. */
export function DeletionRequestShow() {
  return (
    <ShowBase<DeletionRequestRecord> resource="account_deletion_requests">
      <DeletionRequestView />
    </ShowBase>
  );
}

type Dialog = 'process' | 'reject' | null;

function DeletionRequestView() {
  const { record, error, isPending, refetch, isFetching } = useShowContext<DeletionRequestRecord>();
  const dataProvider = useDataProvider<DataProvider & DeletionRequestMethods>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const refreshAudit = useRefreshAudit();
  // The request, the list and the dashboard's waiting requests all re-read the closed request.
  const refreshRequests = () => {
    void queryClient.invalidateQueries({ queryKey: ['account_deletion_requests'] });
    refreshAudit();
  };
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notes, setNotes] = useState('');
  const closeDialog = () => {
    setDialog(null);
    setNotes('');
  };

  const process = useMutation({
    mutationFn: (id: string) => dataProvider.processDeletionRequest('account_deletion_requests', { id, notes }),
    onSuccess: ({ data: outcome }) => {
      toast('Exclusão processada', {
        variant: 'success',
        description: `Contas excluídas: ${outcome.usersDeleted}. Leads anonimizados: ${outcome.leadsAnonymised}. Inscrições removidas: ${outcome.subscriptionsRemoved}.`,
      });
      refreshRequests();
    },
    onError: (failure) => toast('Não foi possível processar a exclusão', { variant: 'error', description: errorText(failure) }),
    onSettled: closeDialog,
  });
  const reject = useMutation({
    mutationFn: (id: string) => dataProvider.refuseDeletionRequest('account_deletion_requests', { id, notes }),
    onSuccess: () => {
      toast('Solicitação recusada', { variant: 'success' });
      refreshRequests();
    },
    onError: (failure) => toast('Não foi possível recusar a solicitação', { variant: 'error', description: errorText(failure) }),
    onSettled: closeDialog,
  });

  if (error) return <LoadError title="Erro ao carregar a solicitação" message={errorText(error)} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending || !record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Carregando solicitação" />
      </Box>
    );
  }
  const open = record.status === 'requested' || record.status === 'confirmed';

  return (
    <Stack spacing={2}>
      <BackToList to="/account_deletion_requests" label="Solicitações de exclusão" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <RecordHeading
            title={record.email}
            subtitle={record.user_id ? `Conta: ${record.user_id}` : 'Nenhuma conta com este e-mail quando o pedido chegou.'}
            status={
              <Box>
                <DeletionStatusChip status={record.status} />
              </Box>
            }
          />
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 } }, '& dt': { color: 'text.secondary' } }}>
            <dt>Pedida em</dt>
            <dd>{formatDateTime(record.requested_at)}</dd>
            <dt>Confirmada em</dt>
            <dd>{record.confirmed_at ? formatDateTime(record.confirmed_at) : 'Aguardando o titular abrir o link enviado por e-mail'}</dd>
            {record.status === 'confirmed' && record.confirmed_at && <DeadlineRow confirmedAt={record.confirmed_at} />}
            {record.processed_at && (
              <>
                <dt>Concluída em</dt>
                <dd>{`${formatDateTime(record.processed_at)} por ${record.processed_by_email ?? 'administrador'}`}</dd>
              </>
            )}
            {record.notes && (
              <>
                <dt>Observações</dt>
                <dd style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.notes}</dd>
              </>
            )}
          </Box>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
          Como processar
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
          {STEPS.map((step) => (
            <li key={step}>
              <Typography variant="body2">{step}</Typography>
            </li>
          ))}
        </Box>
        {open ? (
          <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 2 }}>
            <Button variant="contained" color="error" disabled={record.status !== 'confirmed'} onClick={() => setDialog('process')}>
              Processar exclusão
            </Button>
            <Button variant="outlined" onClick={() => setDialog('reject')}>
              Recusar solicitação
            </Button>
          </Stack>
        ) : (
          <Alert severity="success" sx={{ mt: 2 }}>
            Esta solicitação já foi concluída e fica guardada como registro; ela não pode mais ser alterada.
          </Alert>
        )}
        {record.status === 'requested' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            O titular ainda não confirmou o pedido: a exclusão só pode ser processada depois da confirmação.
          </Alert>
        )}
      </Paper>

      <AuditTrail table="account_deletion_requests" recordId={record.id} />

      <Confirm
        isOpen={dialog === 'process'}
        loading={process.isPending}
        title="Processar exclusão"
        content={
          <Stack spacing={2}>
            <DialogContentText>{`A conta de ${record.email} será excluída, seus leads ficarão anônimos e a inscrição na newsletter será removida. Esta ação não pode ser desfeita.`}</DialogContentText>
            <TextField label="Observações (opcional)" value={notes} onChange={(event) => setNotes(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.account_deletion_requests.notes } }} />
          </Stack>
        }
        confirm="Processar exclusão"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={() => process.mutate(record.id)}
        onClose={closeDialog}
      />
      <Confirm
        isOpen={dialog === 'reject'}
        loading={reject.isPending}
        title="Recusar solicitação"
        content={
          <Stack spacing={2}>
            <DialogContentText>Informe o motivo da recusa; ele fica registrado na solicitação.</DialogContentText>
            <TextField label="Motivo da recusa" required value={notes} onChange={(event) => setNotes(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.account_deletion_requests.notes } }} />
          </Stack>
        }
        confirm="Recusar"
        cancel="Cancelar"
        onConfirm={() => reject.mutate(record.id)}
        onClose={closeDialog}
      />
    </Stack>
  );
}

/** When the promise to the holder runs out, and how long is left. */
function DeadlineRow({ confirmedAt }: { confirmedAt: string }) {
  const deadline = deletionDeadline(confirmedAt, new Date());
  return (
    <>
      <dt>Prazo</dt>
      <dd>
        <Typography component="span" variant="inherit" color={deadline.overdue ? 'error' : 'inherit'} sx={{ fontWeight: 600 }}>
          {`${formatDateTime(deadline.due.toISOString())} · ${deadline.text}`}
        </Typography>
      </dd>
    </>
  );
}
