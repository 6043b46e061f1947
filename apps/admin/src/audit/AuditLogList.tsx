import { Alert, Box, Button, CircularProgress, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { ListBase, LinkBase as Link, useListContext } from 'react-admin';
import { errorText } from '../shared/errorText';
import { formatDateTime } from '../shared/dateTime';
import { AuditChanges, ReferenceName } from './AuditChanges';
import { AuditFilters } from './AuditFilters';
import { auditActionLabel, auditActor, auditTableLabel, recordName } from './auditLabels';
import type { AuditEntry } from './auditEntry';

const PER_PAGE = 25;

/** Resource `audit_log`: every recorded write, newest first, filterable. */
export function AuditLogList() {
  return (
    <ListBase<AuditEntry> resource="audit_log" sort={{ field: 'id', order: 'DESC' }} perPage={PER_PAGE}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5" fontWeight={700}>
          Registro de auditoria
        </Typography>
        <AuditFilters />
        <AuditEntries />
      </Stack>
    </ListBase>
  );
}

function AuditEntries() {
  const { data, error, isPending, total, page, setPage, filterValues, setFilters } = useListContext<AuditEntry>();
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (isPending) return <CircularProgress aria-label="Carregando registro" />;
  if (data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">Nenhuma alteração encontrada</Typography>
      </Paper>
    );
  }
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  return (
    <Stack spacing={1.5}>
      <Stack component="ol" spacing={1} aria-label="Registro de auditoria" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((entry) => (
          <Paper key={entry.id} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="audit-row">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.5, md: 2 }} sx={{ mb: 0.5 }}>
              <Typography variant="body2" sx={{ minWidth: 150 }}>
                {formatDateTime(entry.changed_at)}
              </Typography>
              <Typography variant="body2" fontWeight={700} sx={{ minWidth: 90 }}>
                {auditActionLabel(entry.action)}
              </Typography>
              <Typography variant="body2" sx={{ minWidth: 140 }}>
                {auditTableLabel(entry.table_name)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
                {auditActor(entry)}
              </Typography>
              {entry.record_id && (
                <MuiLink
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => setFilters({ ...filterValues, table_name: entry.table_name, record_id: entry.record_id })}
                  sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                  title={`Ver o histórico deste registro (${entry.record_id})`}
                >
                  <RecordLabel entry={entry} />
                </MuiLink>
              )}
              {entry.table_name === 'leads' && entry.action !== 'delete' && entry.record_id && (
                <MuiLink component={Link} to={`/leads/${entry.record_id}/show`} variant="body2">
                  Abrir lead
                </MuiLink>
              )}
            </Stack>
            <AuditChanges entry={entry} />
          </Paper>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Anterior
        </Button>
        <Typography variant="body2" color="text.secondary">{`Página ${page} de ${pages}`}</Typography>
        <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Próxima
        </Button>
      </Box>
    </Stack>
  );
}

/** The record an entry is about, by its name; an image by its product's; the id when the row names nothing. */
function RecordLabel({ entry }: { entry: AuditEntry }) {
  const row = entry.new_values ?? entry.old_values;
  const name = recordName(row);
  if (name) return <>{name}</>;
  const productId = row?.product_id;
  if (typeof productId === 'string' && productId) return <ReferenceName resource="products" id={productId} />;
  return <>{entry.record_id}</>;
}
