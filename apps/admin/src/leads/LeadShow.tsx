import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { ShowBase, useShowContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LEAD_MESSAGES } from '@oneboss/domain';
import { AuditTrail } from '../audit/AuditTrail';
import { LoadError } from '../shared/LoadError';
import { errorText } from '../shared/errorText';
import { BackToList, RecordHeading } from '../ui/RecordHeading';
import { LeadContact } from './LeadContact';
import { LeadChannelChip } from './LeadChannelChip';
import { LeadNotes } from './LeadNotes';
import { LeadOrigin } from './LeadOrigin';
import { LeadProduct } from './LeadProduct';
import { LeadStatusSelect } from './LeadStatusSelect';
import { formatDateTime } from '../shared/dateTime';
import { leadReplyText, leadWhatsappUrl } from './leadLinks';
import { leadColumns, type LeadRecord } from './leadRecord';
import { useLeadRemoval } from './useLeadRemoval';
import { useLeadStatusChange } from './useLeadStatusChange';

/** A lead's own page (/leads/:id/show): contact, product, status, notes and history. */
export function LeadShow() {
  return (
    <ShowBase<LeadRecord> resource="leads" queryOptions={{ meta: { columns: leadColumns(false) } }}>
      <LeadShowView />
    </ShowBase>
  );
}

function LeadShowView() {
  const { record, error, isPending, refetch, isFetching } = useShowContext<LeadRecord>();
  const navigate = useNavigate();
  const statusChange = useLeadStatusChange();
  const removal = useLeadRemoval(() => navigate('/leads'));

  if (error) return <LoadError title={LEAD_MESSAGES.loadFailed} message={errorText(error)} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending || !record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Carregando lead" />
      </Box>
    );
  }
  const whatsapp = leadWhatsappUrl(record.phone, leadReplyText(record.name, record.products?.name ?? null));

  return (
    <Stack spacing={2}>
      <BackToList to="/leads" label="Quadro de leads" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <RecordHeading
            title={record.name}
            subtitle={`Recebido em ${formatDateTime(record.created_at)}`}
            status={<LeadStatusSelect leadName={record.name} value={record.status} disabled={statusChange.busyId === record.id} onChange={(status) => statusChange.request(record, status)} />}
          />
          <LeadChannelChip channel={record.channel} code={record.reference_code} taps={record.taps} />
          <LeadContact name={record.name} email={record.email} phone={record.phone} productName={record.products?.name ?? null} />
          {record.message && (
            <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {record.message}
            </Typography>
          )}
          <LeadProduct lead={record} size={72} />
          <Stack direction="row" gap={1} flexWrap="wrap">
            {whatsapp && (
              <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} href={whatsapp} target="_blank" rel="noopener noreferrer">
                Responder no WhatsApp
              </Button>
            )}
            <Button color="error" onClick={() => removal.request(record)}>
              Remover lead
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <LeadOrigin lead={record} />
      <LeadNotes leadId={record.id} />
      <AuditTrail table="leads" recordId={record.id} />
      {statusChange.confirm}
      {removal.confirm}
    </Stack>
  );
}
