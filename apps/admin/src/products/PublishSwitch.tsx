import { FormControlLabel, Switch } from '@mui/material';
import type { Product } from '@oneboss/domain';

/** The list's publish/hide toggle; the label says what the storefront currently does. */
export function PublishSwitch({ product, onToggle }: { product: Product; onToggle: (product: Product) => void }) {
  return (
    <FormControlLabel
      control={<Switch size="small" color="success" checked={product.published} onChange={() => onToggle(product)} slotProps={{ input: { 'aria-label': product.published ? `Ocultar ${product.name}` : `Publicar ${product.name}` } }} />}
      label={product.published ? 'Publicado' : 'Oculto'}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
