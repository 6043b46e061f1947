import { IconButton, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { LinkBase as Link, useCreatePath } from 'react-admin';
import type { Product } from '@oneboss/domain';

/** From a list row to the product's own page, with its history. */
export function ProductShowButton({ product }: { product: Product }) {
  const createPath = useCreatePath();
  return (
    <Tooltip title="Página e histórico">
      <IconButton size="small" aria-label={`Ver ${product.name}`} component={Link} to={createPath({ resource: 'products', type: 'show', id: product.id })}>
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
