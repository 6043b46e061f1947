import { Link, Stack, Tooltip, IconButton, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { WHATSAPP_COLOR } from '@oneboss/domain';
import { formatLeadPhone, leadReplyText, leadWhatsappUrl } from './leadLinks';

interface LeadContactProps {
  name: string;
  email: string | null;
  phone: string | null;
  productName: string | null;
}

/** E-mail (mailto) and phone with a WhatsApp shortcut that opens with the reply typed. */
export function LeadContact({ name, email, phone, productName }: LeadContactProps) {
  const whatsapp = leadWhatsappUrl(phone, leadReplyText(name, productName));
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      {email && (
        <Link href={`mailto:${email}`} underline="hover" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
      )}
      {phone && (
        <Stack direction="row" alignItems="center" spacing={0.5}>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {formatLeadPhone(phone)}
          </Typography>
          {whatsapp && (
            <Tooltip title="Responder no WhatsApp">
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
