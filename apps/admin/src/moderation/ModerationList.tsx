import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { LinkBase as Link, useGetList, usePermissions, useUpdate } from 'react-admin';
import type { ProductRevision, RevisionStatus } from '@oneboss/data';
import type { RevisionDecision, RevisionFilter } from '../providers/productRevisionsDataProvider';
import type { AdminAccess } from '../providers/authProvider';
import { formatDateTime } from '../shared/dateTime';
import { errorText } from '../shared/errorText';
import { useToast } from '../ui/toast';
import { REVISION_STATUS_LABELS, revisionLines } from './revisionLines';

const STATUS_COLOURS = { pending: 'warning', approved: 'success', rejected: 'error' } as const;
const REASON_MAX = 1000;

/**
 * The Moderação tab. Admins review the queue (pending first; approve, or reject with a reason the
 * seller reads); a seller member follows their own changes and the reasons of refusals. What each
 * sees is the server's choice (RLS on product_revisions); approving is the server's too (42501).
 */
export function ModerationList() {
  const { permissions } = usePermissions<AdminAccess>();
  const reviewer = Boolean(permissions?.isAdmin);
  const [status, setStatus] = useState<RevisionStatus | 'all'>(reviewer ? 'pending' : 'all');
  const filter: RevisionFilter = status === 'all' ? {} : { status };
  const revisions = useGetList<ProductRevision>('product_revisions', { filter, pagination: { page: 1, perPage: 200 } });
  const [rejecting, setRejecting] = useState<ProductRevision | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          Moderação
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={status} onChange={(_event, value) => value && setStatus(value)} aria-label="Situação das alterações">
          <ToggleButton value="pending">Pendentes</ToggleButton>
          <ToggleButton value="rejected">Recusadas</ToggleButton>
          <ToggleButton value="approved">Aprovadas</ToggleButton>
          <ToggleButton value="all">Todas</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography color="text.secondary" variant="body2">
        {reviewer
          ? 'Anúncios novos e mudanças de preço, descrição ou fotos de vendedores não confiáveis esperam aqui. O público vê a última versão aprovada até você decidir.'
          : 'Anúncios novos e mudanças de preço, descrição ou fotos esperam a aprovação da equipe OneBoss. Até lá o público vê a última versão aprovada.'}
      </Typography>
      {revisions.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Carregando alterações" />
        </Box>
      )}
      {revisions.isError && <Alert severity="error">{errorText(revisions.error)}</Alert>}
      {revisions.data?.length === 0 && <Typography color="text.secondary">Nenhuma alteração nesta situação.</Typography>}
      {revisions.data?.map((revision) => (
        <RevisionCard key={revision.id} revision={revision} reviewer={reviewer} onReject={() => setRejecting(revision)} />
      ))}
      {rejecting && <RejectDialog revision={rejecting} onClose={() => setRejecting(null)} />}
    </Stack>
  );
}

/**
 * After a decision: the queue's situations are read again (the revision leaves 'Pendentes'), and an
 * approval changed the listing itself.
 */
function useDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['product_revisions'] });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
  };
}

function RevisionCard({ revision, reviewer, onReject }: { revision: ProductRevision; reviewer: boolean; onReject: () => void }) {
  const toast = useToast();
  const decide = useDecision();
  const [update, { isPending }] = useUpdate<ProductRevision>();
  const approve = () =>
    update(
      'product_revisions',
      { id: revision.id, data: { status: 'approved' } satisfies RevisionDecision, previousData: revision },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast('Alteração aprovada', { description: 'O anúncio já mostra a nova versão.', variant: 'success' });
          decide();
        },
        onError: (error) => toast('Não foi possível aprovar', { description: errorText(error), variant: 'error' }),
      },
    );
  return (
    <Card variant="outlined" component="article" aria-label={`Alteração de ${revision.productName}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            <Link to={`/products/${revision.productId}`}>{revision.productName}</Link>
          </Typography>
          <Chip size="small" color={STATUS_COLOURS[revision.status]} label={REVISION_STATUS_LABELS[revision.status]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {revision.sellerName} · enviada em {formatDateTime(revision.submittedAt)}
          {revision.reviewedAt ? ` · revisada em ${formatDateTime(revision.reviewedAt)}` : ''}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {revisionLines(revision.changes, revision.picturesChanged).map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
        {revision.status === 'rejected' && revision.reason && (
          <Alert severity="error" variant="outlined">
            Motivo da recusa: {revision.reason}
          </Alert>
        )}
      </CardContent>
      {reviewer && revision.status === 'pending' && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" color="success" disabled={isPending} onClick={approve}>
            Aprovar
          </Button>
          <Button variant="outlined" color="error" disabled={isPending} onClick={onReject}>
            Recusar
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function RejectDialog({ revision, onClose }: { revision: ProductRevision; onClose: () => void }) {
  const toast = useToast();
  const decide = useDecision();
  const [update, { isPending }] = useUpdate<ProductRevision>();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const reject = () =>
    update(
      'product_revisions',
      { id: revision.id, data: { status: 'rejected', reason: reason.trim() } satisfies RevisionDecision, previousData: revision },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast('Alteração recusada', { description: 'O vendedor verá o motivo.', variant: 'success' });
          decide();
          onClose();
        },
        onError: (error) => toast('Não foi possível recusar', { description: errorText(error), variant: 'error' }),
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="recusar-titulo">
      <DialogTitle id="recusar-titulo">Recusar alteração de {revision.productName}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label="Motivo da recusa"
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, REASON_MAX))}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? 'Informe o motivo: o vendedor verá essa explicação.' : `${reason.length}/${REASON_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          color="error"
          disabled={isPending}
          onClick={() => {
            setTouched(true);
            if (!missing) reject();
          }}
        >
          Recusar alteração
        </Button>
      </DialogActions>
    </Dialog>
  );
}
