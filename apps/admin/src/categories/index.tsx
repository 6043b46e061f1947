import type { ResourceProps } from 'react-admin';
import { CategoriesTab } from './CategoriesTab';

const categories: Omit<ResourceProps, 'name'> = { list: CategoriesTab };

export default categories;
