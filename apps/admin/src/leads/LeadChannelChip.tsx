import { Chip, Stack, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { LEAD_CHANNEL_LABELS, WHATSAPP_COLOR, type LeadChannel } from '@oneboss/domain';

/** How the lead came (WhatsApp or Formulário) and its reference code, as the buyer's message quotes it. */
export function LeadChannelChip({ channel, code, taps }: { channel: LeadChannel; code: string; taps?: number }) {
  return (
    <Stack direction="row" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
      <Chip
        size="small"
        variant="outlined"
        data-testid="lead-channel"
        icon={channel === 'whatsapp' ? <WhatsAppIcon sx={{ '&&': { color: WHATSAPP_COLOR } }} /> : <MailOutlineIcon />}
        label={LEAD_CHANNEL_LABELS[channel] ?? channel}
      />
      <Typography variant="caption" component="span" data-testid="lead-code" sx={{ fontFamily: 'monospace', letterSpacing: '0.05em' }}>
        {code}
      </Typography>
      {taps !== undefined && taps > 1 && (
        <Typography variant="caption" component="span" color="text.secondary">
          {`${taps} toques`}
        </Typography>
      )}
    </Stack>
  );
}
