import { Alert } from '@mui/material';
import { useGetList } from 'react-admin';
import type { ProductRevision } from '@oneboss/data';
import type { RevisionFilter } from '../providers/productRevisionsDataProvider';
import { formatDateTime } from '../shared/dateTime';
import { revisionLines } from './revisionLines';

/**
 * Atop a listing's form: its latest change still waiting for the OneBoss team (what the shop shows
 * meanwhile), or the reason it was refused. Nothing once the latest change is approved.
 */
export function LatestRevisionNotice({ productId }: { productId: string }) {
  const filter: RevisionFilter = { productId };
  const { data } = useGetList<ProductRevision>('product_revisions', { filter, pagination: { page: 1, perPage: 1 } });
  const latest = data?.[0];
  if (latest?.status === 'pending') {
    return (
      <Alert severity="warning" data-testid="revision-notice">
        {`Alteração enviada em ${formatDateTime(latest.submittedAt)} aguardando aprovação da equipe OneBoss (${revisionLines(latest.changes, latest.picturesChanged).join('; ')}). Até lá a loja mostra a versão aprovada.`}
      </Alert>
    );
  }
  if (latest?.status === 'rejected') {
    return (
      <Alert severity="error" data-testid="revision-notice">
        {`A última alteração foi recusada${latest.reviewedAt ? ` em ${formatDateTime(latest.reviewedAt)}` : ''}: ${latest.reason ?? 'sem motivo informado'}.`}
      </Alert>
    );
  }
  return null;
}
