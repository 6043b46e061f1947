import { EditBase } from 'react-admin';
import { PRODUCT_MESSAGES } from '@oneboss/domain';
import type { AdminProduct } from '../providers/productsDataProvider';
import { useRecordRoutes } from '../layout/useRecordRoutes';
import { useCategoryTree } from '../categories/useCategoryTree';
import { useSpecDefinitions } from './useSpecDefinitions';
import { ProductFormDialog } from './ProductFormDialog';
import { useSaveFeedback } from './useSaveFeedback';

/** `#/products/<id>`: the product's form over the list; a reload or the back button keeps it. */
export function ProductEdit() {
  const { close } = useRecordRoutes('products');
  const categories = useCategoryTree().data;
  const definitions = useSpecDefinitions().data;
  const mutationOptions = useSaveFeedback({ success: PRODUCT_MESSAGES.updated, failure: PRODUCT_MESSAGES.updateFailedTitle, onSaved: close });
  return (
    <EditBase<AdminProduct>
      resource="products"
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      mutationOptions={mutationOptions}
      render={({ record, error }) => <ProductFormDialog editing record={record} loadError={error} categories={categories} definitions={definitions} onClose={close} />}
    />
  );
}
