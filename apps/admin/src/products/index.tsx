import { Suspense, lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ProductsTab } from './ProductsTab';

// The form carries the rich-text editor, image conversion and drag and drop: the list does not pay for them.
const ProductFormPage = lazy(() => import('./ProductFormPage').then((module) => ({ default: module.ProductFormPage })));

function ProductCreate() {
  return (
    <Suspense fallback={null}>
      <ProductFormPage />
    </Suspense>
  );
}

function ProductEdit() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Suspense fallback={null}>
      <ProductFormPage productId={id} />
    </Suspense>
  );
}

const products: Omit<ResourceProps, 'name'> = { list: ProductsTab, create: ProductCreate, edit: ProductEdit, recordRepresentation: 'name' };

export default products;
