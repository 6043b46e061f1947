import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { ListBase, useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LEAD_MESSAGES } from '@oneboss/domain';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { ExportCsvButton, leadsExporter } from '../export';
import { LeadBoard } from './LeadBoard';
import { LeadFilters } from './LeadFilters';
import { CATEGORY_FILTER, leadColumns, type LeadRecord } from './leadRecord';
import { useLeadRemoval } from './useLeadRemoval';
import { useLeadStatusChange } from './useLeadStatusChange';

// The board shows every matching lead at once: a pipeline is read whole, not page by page.
const BOARD_SIZE = 1000;

/** Leads tab: the pipeline board, its filters in the URL. */
export function LeadsBoardPage() {
  // A category filter (from the dashboard) needs the product joined, which the URL says before the list loads.
  const byCategory = new URLSearchParams(useLocation().search).get('filter')?.includes(CATEGORY_FILTER) ?? false;
  const meta = { columns: leadColumns(byCategory) };
  return (
    <ListBase<LeadRecord>
      resource="leads"
      perPage={BOARD_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={leadsExporter}
      queryOptions={{ meta }}
    >
      <LeadsBoardView meta={meta} />
    </ListBase>
  );
}

// The export reads the same rows as the board, so it needs the board's `meta` too.
function LeadsBoardView({ meta }: { meta: { columns: string[] } }) {
  const { data, error, isPending, isFetching, refetch, total } = useListContext<LeadRecord>();
  const statusChange = useLeadStatusChange();
  const removal = useLeadRemoval();

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1.5}>
        <Box>
          <Typography component="h1" variant="h5" fontWeight={700}>
            Leads
          </Typography>
          {total !== undefined && (
            <Typography variant="body2" color="text.secondary" data-testid="leads-total">
              {total === 1 ? '1 lead' : `${total} leads`}
            </Typography>
          )}
        </Box>
        <ExportCsvButton meta={meta} />
      </Stack>
      <LeadFilters />
      {error ? (
        <LoadError title={LEAD_MESSAGES.loadFailed} message={errorText(error)} retrying={Boolean(isFetching)} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando leads" />
        </Box>
      ) : (
        <LeadBoard leads={data} busyId={statusChange.busyId ?? removal.busyId} onStatusChange={statusChange.request} onDelete={removal.request} />
      )}
      {statusChange.confirm}
      {removal.confirm}
    </Stack>
  );
}
