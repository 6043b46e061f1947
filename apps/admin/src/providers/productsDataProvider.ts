import type { DataProvider, Identifier } from 'react-admin';
import {
  createProduct,
  deleteProduct,
  deleteProducts,
  getProductForEdit,
  getProductPrivateAddress,
  saveProductPrivateAddress,
  listAdminProducts,
  updateProduct,
  withRetry,
  DataError,
  type Db,
  type ProductUpdate,
} from '@oneboss/data';
import { PRODUCT_MESSAGES, type Product, type ProductInput } from '@oneboss/domain';
import { productListQuery, type ProductListFilter } from './productListFilter';
import { syncProductImages, type ProductImagesMeta } from './productImages';
import { toProductSort } from './productSort';

export type { ProductListFilter } from './productListFilter';

/** A product as the form edits it: with its exact address, which only admins read. */
export type AdminProduct = Product & { privateAddress: string | null };

/** What the product form passes as a create or update's `meta`: the images to sync after the row. */
export interface ProductSaveMeta {
  images?: ProductImagesMeta;
}

/** What the products tab passes as the list query's `meta`. */
export interface ProductListMeta {
  /** Called before each automatic retry (up to 3, after 1 s, 2 s and 4 s), numbered from 1. */
  onRetry?: (attempt: number) => void;
}

const ids = (values: Identifier[]) => values.map(String);


/**
 * react-admin's data provider for `products`, on libs/data's admin repository: entities in
 * and out, images embedded and uploaded with the save, the private address beside the row,
 * deletes that also remove stored files, and the pt-BR messages of PRODUCT_MESSAGES.
 */
export function productsDataProvider(db: Db): DataProvider {
  /** After the row is written: the exact address and the images, then the product as it now is. */
  const afterWrite = async (product: Product, data: Partial<ProductInput>, meta: unknown): Promise<AdminProduct> => {
    if ('privateAddress' in data) await saveProductPrivateAddress(db, product.id, data.privateAddress ?? null);
    const images = (meta as ProductSaveMeta | undefined)?.images;
    if (images) await syncProductImages(db, product.id, images);
    const saved = images ? ((await getProductForEdit(db, product.id)) ?? product) : product;
    return { ...saved, privateAddress: await getProductPrivateAddress(db, product.id) };
  };

  return {
    async getList(_resource, { pagination, filter, sort, meta }) {
      const query = productListQuery((filter ?? {}) as ProductListFilter);
      const { onRetry } = (meta ?? {}) as ProductListMeta;
      const page = await withRetry(
        () => listAdminProducts(db, { page: pagination?.page, pageSize: pagination?.perPage, ...query, sort: toProductSort(sort) }),
        { onRetry: (attempt) => onRetry?.(attempt) },
      );
      return { data: page.items as never[], total: page.total };
    },
    async getOne(_resource, { id }) {
      const product = await getProductForEdit(db, String(id));
      if (!product) throw new DataError('not_found', PRODUCT_MESSAGES.notFound);
      const record: AdminProduct = { ...product, privateAddress: await getProductPrivateAddress(db, product.id) };
      return { data: record as never };
    },
    async getMany(_resource, params) {
      const found = await Promise.all(ids(params.ids).map((id) => getProductForEdit(db, id)));
      return { data: found.filter((product) => product !== null) as never[] };
    },
    async getManyReference() {
      throw new Error('products have no reference lists');
    },
    async create(_resource, { data, meta }) {
      const product = await createProduct(db, data as ProductInput);
      return { data: (await afterWrite(product, data as ProductInput, meta)) as never };
    },
    async update(_resource, { id, data, meta }) {
      const images = (meta as ProductSaveMeta | undefined)?.images;
      const product = await updateProduct(db, String(id), { ...(data as ProductUpdate), ...(images && { deletedImageIds: images.deletedIds }) });
      return { data: (await afterWrite(product, data as ProductUpdate, meta)) as never };
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
