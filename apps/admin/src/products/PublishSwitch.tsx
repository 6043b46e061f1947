import { FormControlLabel, Switch } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { PRODUCT_MESSAGES, type Product } from '@oneboss/domain';
import { errorText } from '../shared/errorText';
import { useToast } from '../ui/toast';

/**
 * The list's publish/hide toggle; the label says what the storefront currently does. One click
 * is easy to make by mistake, so the write waits behind a "Desfazer" notice (react-admin's
 * undoable mode) and reaches the storefront only once the notice closes.
 */
export function PublishSwitch({ product }: { product: Product }) {
  const [update] = useUpdate<Product>();
  const notify = useNotify();
  const toast = useToast();
  const published = !product.published;
  const toggle = () =>
    update(
      'products',
      { id: product.id, data: { published }, previousData: product },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(published ? PRODUCT_MESSAGES.published : PRODUCT_MESSAGES.hidden, { type: 'success', undoable: true }),
        onError: (error) => toast(PRODUCT_MESSAGES.updateFailedTitle, { description: errorText(error), variant: 'error' }),
      },
    );

  return (
    <FormControlLabel
      control={<Switch size="small" color="success" checked={product.published} onChange={toggle} slotProps={{ input: { 'aria-label': product.published ? `Ocultar ${product.name}` : `Publicar ${product.name}` } }} />}
      label={product.published ? 'Publicado' : 'Oculto'}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
