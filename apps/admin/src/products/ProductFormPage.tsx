import type { Category } from '@oneboss/domain';
import { useRecordRoutes } from '../layout/useRecordRoutes';
import { ProductDialog } from './ProductDialog';
import { useCategoryTree } from '../categories/useCategoryTree';

const NO_CATEGORIES: Category[] = [];

/**
 * `#/products/create` and `#/products/<id>`: the product form on its own route, so a product
 * has a URL that a reload or the back button keeps; closing goes back to the list.
 */
export function ProductFormPage({ productId }: { productId?: string }) {
  const categories = useCategoryTree().data ?? NO_CATEGORIES;
  const { close } = useRecordRoutes('products');
  return <ProductDialog key={productId ?? 'new'} productId={productId} categories={categories} onClose={close} />;
}
