import { getProduct, listRelated } from '@oneboss/data/catalogue';
import type { Product } from '@oneboss/domain';
import { queryOptions } from '@tanstack/react-query';
import { catalogueDb } from './catalogueDb';

export const productQuery = (productId: string) =>
  queryOptions({ queryKey: ['catalogue', 'product', productId], queryFn: () => getProduct(catalogueDb, productId) });

export const relatedProductsQuery = (product: Pick<Product, 'id' | 'categoryId'>) =>
  queryOptions({
    queryKey: ['catalogue', 'related', product.id, product.categoryId],
    queryFn: () => listRelated(catalogueDb, product),
  });
