import { EditBase } from 'react-admin';
import { PRODUCT_MESSAGES, type Product } from '@oneboss/domain';
import { useRecordRoutes } from '../layout/useRecordRoutes';
import { useCategoryTree } from '../categories/useCategoryTree';
import { ProductFormDialog } from './ProductFormDialog';
import { useSaveFeedback } from './useSaveFeedback';

/** `#/products/<id>`: the product's form over the list; a reload or the back button keeps it. */
export function ProductEdit() {
  const { close } = useRecordRoutes('products');
  const categories = useCategoryTree().data;
  const mutationOptions = useSaveFeedback({ success: PRODUCT_MESSAGES.updated, failure: PRODUCT_MESSAGES.updateFailedTitle, onSaved: close });
  return (
    <EditBase<Product>
      resource="products"
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      mutationOptions={mutationOptions}
      render={({ record, error }) => <ProductFormDialog editing record={record} loadError={error} categories={categories} onClose={close} />}
    />
  );
}
