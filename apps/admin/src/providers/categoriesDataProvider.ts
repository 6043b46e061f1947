import type { DataProvider } from 'react-admin';
import { CATEGORY_FETCH_THROTTLE_MS, CATEGORY_MESSAGES } from '@oneboss/domain';
import {
  DataError,
  createAttribute,
  createCategory,
  createSubcategory,
  deleteAttribute,
  deleteCategory,
  deleteSubcategory,
  listCategories,
  updateAttribute,
  updateCategory,
  updateSubcategory,
  type Db,
} from '@oneboss/data';
import { createReadThrottle } from './readThrottle';

/** The resources this provider serves: the tree's three levels. */
export const CATEGORY_RESOURCES = ['categories', 'subcategories', 'attributes'] as const;

type Row = Record<string, string> & { searchTerms?: string[] };

/**
 * react-admin's provider for the catalogue tree on libs/data: `categories` lists the whole tree
 * (subcategories and attributes nested, reads at least 1500 ms apart), and each level is written with
 * the checks libs/data makes (slug trimming, products still attached, malformed ids).
 */
export function categoriesDataProvider(db: Db): DataProvider {
  const throttled = createReadThrottle(CATEGORY_FETCH_THROTTLE_MS);
  const tree = () => throttled(() => listCategories(db));
  const onlyCategories = (resource: string) => {
    if (resource !== 'categories') throw new DataError('unsupported', CATEGORY_MESSAGES.loadFailed);
  };
  const create = (resource: string, data: Row) => {
    if (resource === 'subcategories') return createSubcategory(db, { categoryId: data.categoryId, name: data.name, type: data.type });
    if (resource === 'attributes') return createAttribute(db, { subcategoryId: data.subcategoryId, name: data.name });
    return createCategory(db, { name: data.name, value: data.value });
  };
  const update = (resource: string, id: string, data: Row) => {
    if (resource === 'subcategories') return updateSubcategory(db, id, { name: data.name, type: data.type });
    if (resource === 'attributes') return updateAttribute(db, id, data.name);
    return updateCategory(db, id, { name: data.name, value: data.value, searchTerms: data.searchTerms });
  };
  const remove = (resource: string, id: string) =>
    resource === 'subcategories' ? deleteSubcategory(db, id) : resource === 'attributes' ? deleteAttribute(db, id) : deleteCategory(db, id);

  return {
    async getList(resource) {
      onlyCategories(resource);
      const categories = await tree();
      return { data: categories as never[], total: categories.length };
    },
    async getOne(resource, { id }) {
      onlyCategories(resource);
      const category = (await tree()).find((item) => item.id === String(id));
      if (!category) throw new DataError('not_found', CATEGORY_MESSAGES.loadFailed);
      return { data: category as never };
    },
    async getMany(resource, { ids }) {
      onlyCategories(resource);
      const wanted = new Set(ids.map(String));
      return { data: (await tree()).filter((item) => wanted.has(item.id)) as never[] };
    },
    async getManyReference() {
      throw new DataError('unsupported', CATEGORY_MESSAGES.loadFailed);
    },
    async create(resource, { data }) {
      return { data: (await create(resource, data as Row)) as never };
    },
    async update(resource, { id, data }) {
      return { data: (await update(resource, String(id), data as Row)) as never };
    },
    async updateMany(resource, { ids, data }) {
      for (const id of ids) await update(resource, String(id), data as Row);
      return { data: ids };
    },
    async delete(resource, { id, previousData }) {
      await remove(resource, String(id));
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany(resource, { ids }) {
      for (const id of ids) await remove(resource, String(id));
      return { data: ids };
    },
  };
}
