import { EditBase, usePermissions } from 'react-admin';
import { PRODUCT_MESSAGES } from '@oneboss/domain';
import type { AdminProduct } from '../providers/productsDataProvider';
import type { AdminAccess } from '../providers/authProvider';
import { MODERATION_SAVE_NOTE } from '../moderation/revisionLines';
import { useRecordRoutes } from '../layout/useRecordRoutes';
import { DIALOG_SHOWS_LOAD_ERROR } from '../shared/dialogLoadError';
import { useCategoryTree } from '../categories/useCategoryTree';
import { useSpecDefinitions } from './useSpecDefinitions';
import { ProductFormDialog } from './ProductFormDialog';
import { useSaveFeedback } from './useSaveFeedback';

/** `#/products/<id>`: the product's form over the list; a reload or the back button keeps it. */
export function ProductEdit() {
  const { close } = useRecordRoutes('products');
  const categories = useCategoryTree().data;
  const definitions = useSpecDefinitions().data;
  const { permissions } = usePermissions<AdminAccess>();
  // The server holds a seller member's price, description, pictures and publication for review.
  const success = permissions && !permissions.isAdmin ? MODERATION_SAVE_NOTE : PRODUCT_MESSAGES.updated;
  const mutationOptions = useSaveFeedback({ success, failure: PRODUCT_MESSAGES.updateFailedTitle, onSaved: close });
  return (
    <EditBase<AdminProduct>
      resource="products"
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={DIALOG_SHOWS_LOAD_ERROR}
      mutationOptions={mutationOptions}
      render={({ record, error }) => <ProductFormDialog editing record={record} loadError={error} categories={categories} definitions={definitions} onClose={close} />}
    />
  );
}
