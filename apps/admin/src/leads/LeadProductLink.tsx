import { Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { env } from '../providers/env';
import { storefrontProductUrl } from './leadLinks';

/** The product the lead asked about, opened on the storefront; a general contact has none. */
export function LeadProductLink({ productId, productName }: { productId: string | null; productName: string | null }) {
  if (!productId) {
    return (
      <Typography variant="body2" color="text.secondary">
        Contato geral
      </Typography>
    );
  }
  return (
    <Link
      href={storefrontProductUrl(env.storefrontUrl, productId)}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {productName ?? 'Ver produto'}
      <OpenInNewIcon sx={{ fontSize: 14 }} />
    </Link>
  );
}
