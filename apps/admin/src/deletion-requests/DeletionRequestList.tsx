import { Alert, Box, Card, CardActionArea, CardContent, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { ListContextProvider, LinkBase as Link, useListContext, useListController } from 'react-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { ACCOUNT_DELETION_HOURS, ACCOUNT_DELETION_STATUS_LABELS, ADMIN_PAGE_SIZE } from '@oneboss/domain';
import { errorText } from '../shared/errorText';
import { useIsMobile } from '../shared/useIsMobile';
import { formatDateTime } from '../shared/dateTime';
import { ListTable, listTableFeatures } from '../table/ListTable';
import { ListPagination } from '../table/ListPagination';
import { DeletionStatusChip } from './DeletionStatusChip';
import type { DeletionRequestRecord } from './deletionRequestRecord';

const column = createColumnHelper<typeof listTableFeatures, DeletionRequestRecord>();
const COLUMNS = column.columns([
  column.accessor('email', {
    header: 'E-mail',
    enableHiding: false,
    cell: ({ row, getValue }) => (
      <Link to={`/account_deletion_requests/${row.original.id}/show`} style={{ color: 'inherit', overflowWrap: 'anywhere' }}>
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('status', { header: 'Situação', meta: { label: 'Situação' }, cell: ({ getValue }) => <DeletionStatusChip status={getValue()} /> }),
  column.accessor('requested_at', { header: 'Pedida em', sortDescFirst: true, meta: { label: 'Pedida em' }, cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.accessor('confirmed_at', { header: 'Confirmada em', meta: { label: 'Confirmada em' }, cell: ({ getValue }) => formatDate(getValue()) }),
  column.accessor('processed_at', { header: 'Concluída em', meta: { label: 'Concluída em' }, cell: ({ getValue }) => formatDate(getValue()) }),
]);

function formatDate(value: string | null): string {
  return value ? formatDateTime(value) : '—';
}

/** The holders' deletion requests (LGPD), newest first; the confirmed ones are the team's to-do. */
export function DeletionRequestList() {
  const mobile = useIsMobile();
  const list = useListController<DeletionRequestRecord>({
    resource: 'account_deletion_requests',
    perPage: ADMIN_PAGE_SIZE,
    sort: { field: 'requested_at', order: 'DESC' },
  });

  return (
    <ListContextProvider value={list}>
      <Stack spacing={2}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Solicitações de exclusão
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Pedidos de exclusão de conta (LGPD). Uma solicitação confirmada pelo titular deve ser processada em até ${ACCOUNT_DELETION_HOURS} horas.`}
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <StatusFilter />
        </Paper>
        {list.error && <Alert severity="error">{errorText(list.error)}</Alert>}
        {list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Carregando solicitações" />
          </Box>
        ) : !list.data?.length ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">Nenhuma solicitação encontrada.</Typography>
          </Paper>
        ) : mobile ? (
          <RequestCards />
        ) : (
          <ListTable columns={COLUMNS} label="Solicitações de exclusão" columnsStoreKey="account_deletion_requests.columns" rowTestId="deletion-request-row" />
        )}
        <ListPagination />
      </Stack>
    </ListContextProvider>
  );
}

/** One status at a time, or all; kept in the URL with the rest of the list's state. */
function StatusFilter() {
  const { filterValues, setFilters } = useListContext();
  const current = (filterValues.status as string | undefined) ?? '';
  return (
    <TextField select size="small" label="Situação" value={current} onChange={(event) => setFilters(event.target.value ? { status: event.target.value } : {})} sx={{ minWidth: 220 }}>
      <MenuItem value="">Todas</MenuItem>
      {Object.entries(ACCOUNT_DELETION_STATUS_LABELS).map(([status, label]) => (
        <MenuItem key={status} value={status}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Phones: one card per request, the whole card opening it. */
function RequestCards() {
  const { data = [] } = useListContext<DeletionRequestRecord>();
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Solicitações de exclusão">
      {data.map((request) => (
        <Card key={request.id} component="li" variant="outlined" data-testid="deletion-request-card">
          <CardActionArea component={Link} to={`/account_deletion_requests/${request.id}/show`}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Stack direction="row" justifyContent="space-between" gap={1} alignItems="center">
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {request.email}
                </Typography>
                <DeletionStatusChip status={request.status} />
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {`Pedida em ${formatDateTime(request.requested_at)}`}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
