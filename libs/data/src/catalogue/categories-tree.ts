import type { Category } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { toCategory } from '../mappers';
import { requestRows } from './read-request';
import type { CategoryRow } from '../rows';

/** Categories with their subcategories and attributes in one embedded request, each level sorted. */
export async function listCategoriesTree(db: CatalogueDb): Promise<Category[]> {
  const { data } = await requestRows<CategoryRow>('categories', (signal) =>
    db
      .from('categories')
      .select('id,name,value,subcategories(id,category_id,name,type,attributes(id,subcategory_id,attribute))')
      .order('name', { ascending: true })
      .order('name', { referencedTable: 'subcategories', ascending: true })
      .order('attribute', { referencedTable: 'subcategories.attributes', ascending: true })
      .abortSignal(signal),
  );
  return data.map(toCategory);
}
