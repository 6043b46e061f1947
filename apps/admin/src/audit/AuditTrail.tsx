import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { formatDateTime } from '../shared/dateTime';
import { errorText } from '../shared/errorText';
import { AuditChanges } from './AuditChanges';
import { auditActionLabel, auditActor } from './auditLabels';
import type { AuditEntry } from './auditEntry';

interface AuditTrailProps {
  /** The audited table, e.g. 'products'. */
  table: string;
  /** The record's id (the e-mail for admin_permissions). */
  recordId: string;
}

/** A record's history, newest first: who changed what, when. Embed it on any record's page. */
export function AuditTrail({ table, recordId }: AuditTrailProps) {
  const { data, isPending, error } = useGetList<AuditEntry>('audit_log', {
    filter: { table_name: table, record_id: recordId },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });

  return (
    <Paper variant="outlined" component="section" aria-label="Histórico de alterações" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" fontWeight={700} sx={{ mb: 1 }}>
        Histórico de alterações
      </Typography>
      {error ? (
        <Alert severity="error">{errorText(error)}</Alert>
      ) : isPending ? (
        <CircularProgress size={24} aria-label="Carregando histórico" />
      ) : data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma alteração registrada.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} aria-label="Alterações" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((entry) => (
            <li key={entry.id} data-testid="audit-entry">
              <Typography variant="body2">
                <strong>{auditActionLabel(entry.action)}</strong> por {auditActor(entry)} em {formatDateTime(entry.changed_at)}
              </Typography>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
