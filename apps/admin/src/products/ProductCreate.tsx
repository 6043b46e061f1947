import { CreateBase } from 'react-admin';
import { PRODUCT_MESSAGES } from '@oneboss/domain';
import { useRecordRoutes } from '../layout/useRecordRoutes';
import { useCategoryTree } from '../categories/useCategoryTree';
import { useSpecDefinitions } from './useSpecDefinitions';
import { ProductFormDialog } from './ProductFormDialog';
import { useSaveFeedback } from './useSaveFeedback';

/** `#/products/create`: the new-product form over the list; a new product starts as a draft. */
export function ProductCreate() {
  const { close } = useRecordRoutes('products');
  const categories = useCategoryTree().data;
  const definitions = useSpecDefinitions().data;
  const mutationOptions = useSaveFeedback({ success: PRODUCT_MESSAGES.added, failure: PRODUCT_MESSAGES.addFailedTitle, onSaved: close });
  return (
    <CreateBase resource="products" redirect={false} mutationOptions={mutationOptions}>
      <ProductFormDialog editing={false} categories={categories} definitions={definitions} onClose={close} />
    </CreateBase>
  );
}
