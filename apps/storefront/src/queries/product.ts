import { queryOptions } from '@tanstack/react-query';
import { readCatalogue } from './read-catalogue';

/** The product and its related cards, read together (`getProductPage`); null when it is not published. */
export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', productId],
    queryFn: () => readCatalogue(({ getProductPage, catalogueDb }) => getProductPage(catalogueDb, productId)),
  });
