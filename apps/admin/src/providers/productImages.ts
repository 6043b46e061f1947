import { reorderProductImages, uploadProductImage, type Db } from '@oneboss/data';
import type { ImageMimeType } from '@oneboss/domain';

/** The form's images in their final order, as the products provider receives them in `meta`. */
export interface ProductImagesMeta {
  items: ReadonlyArray<{ kind: 'saved'; id: string } | { kind: 'new'; key: string; file: Blob; name: string; type: ImageMimeType }>;
  /** Saved images removed in the form. */
  deletedIds: string[];
  /** Per new image (by key): 0 to 1, for the progress indicator. */
  onProgress?: (key: string, fraction: number) => void;
}

/**
 * Uploads the new images in form order (libs/data retries each upload) and rewrites every
 * saved image's sort_order to match the form: what PostgREST alone does not do.
 */
export async function syncProductImages(db: Db, productId: string, images: ProductImagesMeta): Promise<void> {
  const orderedIds: string[] = [];
  for (const [index, item] of images.items.entries()) {
    if (item.kind === 'saved') {
      orderedIds.push(item.id);
      continue;
    }
    const uploaded = await uploadProductImage(db, productId, item.file, {
      name: item.name,
      type: item.type,
      sortOrder: index,
      onProgress: (fraction) => images.onProgress?.(item.key, fraction),
    });
    orderedIds.push(uploaded.id);
  }
  // New uploads already carry their index; saved images may have moved or closed a gap.
  if (images.items.some((item) => item.kind === 'saved')) await reorderProductImages(db, productId, orderedIds);
}
