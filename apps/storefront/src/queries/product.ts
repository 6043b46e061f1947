import type { Product } from '@oneboss/domain';
import { queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './readCatalogue';

export const productQuery = (productId: string) =>
  queryOptions({ queryKey: ['catalogue', 'product', productId], queryFn: () => readCatalogue(({ getProduct, catalogueDb }) => getProduct(catalogueDb, productId)) });

export const relatedProductsQuery = (product: Pick<Product, 'id' | 'categoryId'>) =>
  queryOptions({
    queryKey: ['catalogue', 'related', product.id, product.categoryId],
    queryFn: () => readCatalogue(({ listRelated, catalogueDb }) => listRelated(catalogueDb, product)),
  });
