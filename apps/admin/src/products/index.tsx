import { Suspense, lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { ProductShow } from './ProductShow';
import { ProductsTab } from './ProductsTab';

// The form carries the rich-text editor, image conversion and drag and drop: the list does not pay for them.
const LazyCreate = lazy(() => import('./ProductCreate').then((module) => ({ default: module.ProductCreate })));
const LazyEdit = lazy(() => import('./ProductEdit').then((module) => ({ default: module.ProductEdit })));

function ProductCreate() {
  return (
    <Suspense fallback={null}>
      <LazyCreate />
    </Suspense>
  );
}

function ProductEdit() {
  return (
    <Suspense fallback={null}>
      <LazyEdit />
    </Suspense>
  );
}

const products: Omit<ResourceProps, 'name'> = { list: ProductsTab, create: ProductCreate, edit: ProductEdit, show: ProductShow, recordRepresentation: 'name' };

export default products;
