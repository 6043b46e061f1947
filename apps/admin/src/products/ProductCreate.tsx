import { CreateBase, usePermissions } from 'react-admin';
import { PRODUCT_MESSAGES } from '@oneboss/domain';
import { useRecordRoutes } from '../layout/useRecordRoutes';
import type { AdminAccess } from '../providers/authProvider';
import { MODERATION_SAVE_NOTE } from '../moderation/revisionLines';
import { useCategoryTree } from '../categories/useCategoryTree';
import { useSpecDefinitions } from './useSpecDefinitions';
import { ProductFormDialog } from './ProductFormDialog';
import { useSaveFeedback } from './useSaveFeedback';

/** `#/products/create`: the new-product form over the list; a new product starts as a draft. */
export function ProductCreate() {
  const { close } = useRecordRoutes('products');
  const categories = useCategoryTree().data;
  const definitions = useSpecDefinitions().data;
  const { permissions } = usePermissions<AdminAccess>();
  const success = permissions && !permissions.isAdmin ? MODERATION_SAVE_NOTE : PRODUCT_MESSAGES.added;
  const mutationOptions = useSaveFeedback({ success, failure: PRODUCT_MESSAGES.addFailedTitle, onSaved: close });
  return (
    <CreateBase resource="products" redirect={false} mutationOptions={mutationOptions}>
      <ProductFormDialog editing={false} categories={categories} definitions={definitions} onClose={close} />
    </CreateBase>
  );
}
