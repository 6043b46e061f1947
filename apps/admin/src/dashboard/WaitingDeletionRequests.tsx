import { Alert, CircularProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { LinkBase as Link, useGetList } from 'react-admin';
import { ACCOUNT_DELETION_HOURS } from '@oneboss/domain';
import { deletionDeadline } from '../deletion-requests/deletionDeadline';
import type { DeletionRequestRecord } from '../deletion-requests/deletionRequestRecord';
import { formatDateTime } from '../shared/dateTime';
import { errorText } from '../shared/errorText';
import { DashboardSection } from './DashboardSection';
import { listUrl } from './dashboardLinks';
import { formatCount } from './format';

const SHOWN = 10;

/**
 * Confirmed deletion requests nobody has processed yet, oldest first: each must be handled within
 * ACCOUNT_DELETION_HOURS of its confirmation, so the one closest to (or past) the deadline leads.
 */
export function WaitingDeletionRequests() {
  const { data = [], total = 0, isPending, error } = useGetList<DeletionRequestRecord>('account_deletion_requests', {
    filter: { status: 'confirmed' },
    sort: { field: 'confirmed_at', order: 'ASC' },
    pagination: { page: 1, perPage: SHOWN },
  });
  const now = new Date();
  const title = 'Exclusões de conta aguardando';

  return (
    <DashboardSection title={title}>
      {error ? (
        <Alert severity="error">{errorText(error)}</Alert>
      ) : isPending ? (
        <CircularProgress size={24} aria-label="Carregando solicitações de exclusão" />
      ) : total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma solicitação confirmada aguardando processamento.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" data-testid="waiting-deletions-total">
            {`${formatCount(total)} ${total === 1 ? 'solicitação confirmada aguarda' : 'solicitações confirmadas aguardam'} processamento, em até ${ACCOUNT_DELETION_HOURS} horas após a confirmação.`}
          </Typography>
          <Stack component="ol" spacing={1} aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map((request) => {
              const deadline = deletionDeadline(request.confirmed_at ?? request.requested_at, now);
              return (
                <Stack component="li" key={request.id} direction="row" justifyContent="space-between" gap={1} flexWrap="wrap" data-testid="waiting-deletion">
                  <MuiLink component={Link} to={`/account_deletion_requests/${request.id}/show`} underline="hover" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {request.email}
                  </MuiLink>
                  <Typography variant="body2" fontWeight={600} color={deadline.overdue ? 'error' : 'text.primary'} title={`Prazo: ${formatDateTime(deadline.due.toISOString())}`}>
                    {deadline.text}
                  </Typography>
                </Stack>
              );
            })}
          </Stack>
          {total > data.length && (
            <MuiLink component={Link} to={listUrl('account_deletion_requests', { status: 'confirmed' })} variant="body2">
              {`Ver todas (${formatCount(total)})`}
            </MuiLink>
          )}
        </>
      )}
    </DashboardSection>
  );
}
