import type { DataProvider, Identifier } from 'react-admin';
import {
  createProduct,
  deleteProduct,
  deleteProducts,
  getProductForEdit,
  listAdminProducts,
  updateProduct,
  withRetry,
  DataError,
  type Db,
  type ProductInput,
  type ProductStatusFilter,
  type ProductUpdate,
} from '@oneboss/data';
import { PRODUCT_MESSAGES } from '@oneboss/domain';

/** The filters the products tab sets. */
export interface ProductListFilter {
  q?: string;
  categoryId?: string;
  status?: ProductStatusFilter;
}

/** What the products tab passes as the list query's `meta`. */
export interface ProductListMeta {
  /** Called before each automatic retry (spec §4: up to 3, 1 s, 2 s, 4 s), numbered from 1. */
  onRetry?: (attempt: number) => void;
}

const ids = (values: Identifier[]) => values.map(String);

/**
 * react-admin's data provider for `products`, on libs/data's admin repository: entities in
 * and out, images embedded, deletes that also remove stored files, and the spec's messages.
 */
export function productsDataProvider(db: Db): DataProvider {
  return {
    async getList(_resource, { pagination, filter, meta }) {
      const { q, categoryId, status } = (filter ?? {}) as ProductListFilter;
      const { onRetry } = (meta ?? {}) as ProductListMeta;
      const page = await withRetry(
        () => listAdminProducts(db, { page: pagination?.page, pageSize: pagination?.perPage, search: q, categoryId, status }),
        { onRetry: (attempt) => onRetry?.(attempt) },
      );
      return { data: page.items as never[], total: page.total };
    },
    async getOne(_resource, { id }) {
      const product = await getProductForEdit(db, String(id));
      if (!product) throw new DataError('not_found', PRODUCT_MESSAGES.notFound);
      return { data: product as never };
    },
    async getMany(_resource, params) {
      const found = await Promise.all(ids(params.ids).map((id) => getProductForEdit(db, id)));
      return { data: found.filter((product) => product !== null) as never[] };
    },
    async getManyReference() {
      throw new Error('products have no reference lists');
    },
    async create(_resource, { data }) {
      return { data: (await createProduct(db, data as ProductInput)) as never };
    },
    async update(_resource, { id, data }) {
      return { data: (await updateProduct(db, String(id), data as ProductUpdate)) as never };
    },
    async updateMany(_resource, { ids: targets, data }) {
      for (const id of ids(targets)) await updateProduct(db, id, data as ProductUpdate);
      return { data: targets };
    },
    async delete(_resource, { id, previousData }) {
      await deleteProduct(db, String(id));
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany(_resource, { ids: targets }) {
      await deleteProducts(db, ids(targets));
      return { data: targets };
    },
  };
}
