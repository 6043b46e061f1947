import { Link, Stack, Tooltip, IconButton, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { WHATSAPP_COLOR } from '@oneboss/domain';
import { formatLeadPhone, leadWhatsappUrl } from './leadLinks';

/** E-mail (mailto) and phone with a WhatsApp shortcut. */
export function LeadContact({ name, email, phone }: { name: string; email: string; phone: string }) {
  const whatsapp = leadWhatsappUrl(phone);
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Link href={`mailto:${email}`} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Link>
      {phone && (
        <Stack direction="row" alignItems="center" spacing={0.5}>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {formatLeadPhone(phone)}
          </Typography>
          {whatsapp && (
            <Tooltip title="Conversar no WhatsApp">
              <IconButton
                size="small"
                component="a"
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`WhatsApp de ${name}`}
                sx={{ color: WHATSAPP_COLOR }}
              >
                <WhatsAppIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      )}
    </Stack>
  );
}
