import { Paper, Stack, Typography } from '@mui/material';
import { LEAD_CHANNEL_LABELS } from '@oneboss/domain';
import { formatDateTime } from '../shared/dateTime';
import type { LeadRecord } from './leadRecord';

/** One line of the origin: a label and what the database recorded, or a dash. */
function OriginRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: { sm: 170 } }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Stack>
  );
}

/**
 * Where the lead came from, as the database recorded it: code, channel, the page and the visit's
 * referrer and campaign, the seller, the taps folded into it and the first answer. Text only: a
 * visitor's campaign or address is shown, never followed or rendered as markup.
 */
export function LeadOrigin({ lead }: { lead: LeadRecord }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Origem do lead" sx={{ p: 2 }}>
      <Stack spacing={0.75}>
        <Typography component="h2" variant="subtitle1" fontWeight={700}>
          Origem
        </Typography>
        <OriginRow label="Código" value={lead.reference_code} />
        <OriginRow label="Canal" value={LEAD_CHANNEL_LABELS[lead.channel] ?? lead.channel} />
        <OriginRow label="Vendedor" value={lead.sellers?.name} />
        <OriginRow label="Página" value={lead.page_path} />
        <OriginRow label="Veio de" value={lead.referrer} />
        <OriginRow label="utm_source" value={lead.utm_source} />
        <OriginRow label="utm_medium" value={lead.utm_medium} />
        <OriginRow label="utm_campaign" value={lead.utm_campaign} />
        {lead.channel === 'whatsapp' && <OriginRow label="Toques no WhatsApp" value={String(lead.taps)} />}
        <OriginRow label="Primeira resposta" value={lead.first_response_at ? formatDateTime(lead.first_response_at) : 'Ainda sem resposta'} />
      </Stack>
    </Paper>
  );
}
