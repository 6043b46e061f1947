import { Avatar, Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { env } from '../providers/env';
import { storefrontProductUrl } from './leadLinks';
import { leadPicture, type LeadRecord } from './leadRecord';

/** The product the lead asked about, with its picture, opened on the storefront; a general contact has none. */
export function LeadProduct({ lead, size = 40 }: { lead: LeadRecord; size?: number }) {
  if (!lead.product_id) {
    return (
      <Typography variant="body2" color="text.secondary">
        Contato geral
      </Typography>
    );
  }
  const picture = leadPicture(lead);
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <Avatar variant="rounded" src={picture ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'action.hover' }} />
      <Link
        href={storefrontProductUrl(env.storefrontUrl, lead.product_id)}
        target="_blank"
        rel="noopener noreferrer"
        underline="hover"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {lead.products?.name ?? 'Ver produto'}
        <OpenInNewIcon sx={{ fontSize: 14 }} />
      </Link>
    </Stack>
  );
}
