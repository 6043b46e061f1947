import { useGetList } from 'react-admin';
import type { Category } from '@oneboss/domain';

/** Categories with subcategories and attributes, for this tab and the Produtos filters and form; no automatic retry, the panel offers one. */
export function useCategoryTree() {
  return useGetList<Category>('categories', undefined, { retry: false, refetchOnWindowFocus: false });
}
