import type { DataProvider } from 'react-admin';
import { reorderProductImages, uploadProductImage, type Db } from '@oneboss/data';
import type { Product, ProductInput } from '@oneboss/domain';
import type { ImageDraft } from './imageDraft';

export interface SaveProductRequest {
  /** Absent for a new product. */
  productId?: string;
  values: ProductInput;
  images: ImageDraft;
  /** Per new image (by draft key): 0 to 1, for the progress indicator. */
  onProgress?: (key: string, fraction: number) => void;
}

/**
 * Writes the product row (through react-admin's data provider, so its caches follow), then
 * uploads the new images in form order and rewrites every image's sort_order to match the form.
 */
export async function saveProduct(dataProvider: DataProvider, db: Db, request: SaveProductRequest): Promise<Product> {
  const { productId, values, images, onProgress } = request;
  const { data: product } = productId
    ? await dataProvider.update<Product>('products', { id: productId, data: { ...values, deletedImageIds: images.deletedIds }, previousData: { id: productId } as Product })
    : await dataProvider.create<Product>('products', { data: values });

  const orderedIds: string[] = [];
  for (const [index, item] of images.items.entries()) {
    if (item.kind === 'saved') {
      orderedIds.push(item.id);
      continue;
    }
    const uploaded = await uploadProductImage(db, product.id, item.file, {
      name: item.name,
      type: item.type,
      sortOrder: index,
      onProgress: (fraction) => onProgress?.(item.key, fraction),
    });
    orderedIds.push(uploaded.id);
  }
  // New uploads already carry their index; saved images may have moved or closed a gap.
  if (images.items.some((item) => item.kind === 'saved')) await reorderProductImages(db, product.id, orderedIds);
  return product;
}
