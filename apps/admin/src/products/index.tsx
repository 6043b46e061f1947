import type { ResourceProps } from 'react-admin';
import { ProductsTab } from './ProductsTab';

const products: Omit<ResourceProps, 'name'> = { list: ProductsTab };

export default products;
