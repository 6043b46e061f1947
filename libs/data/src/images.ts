import { PRODUCT_MESSAGES, STORAGE_CACHE_SECONDS, productImagePath, type ProductImage } from '@oneboss/domain';
import type { Db } from './client';
import { DataError, isNetworkFailure, toUserError } from './errors';
import { toProductImage } from './mappers';
import { request, requestRows } from './request';
import { withUploadRetry } from './resilience';
import type { ProductImageRow } from './rows';
import { fileExtensionOf, objectPathFromPublicUrl, publicUrlOf, randomToken, toArrayBuffer } from './storage-objects';

export interface UploadOptions {
  name: string;
  type: string;
  /** Position among the product's images; the next free one when absent. */
  sortOrder?: number;
  /** Coarse progress, 0 to 1: storage-js reports no byte progress, so it moves per step. */
  onProgress?: (fraction: number) => void;
  onRetry?: (attempt: number) => void;
}

const IMAGE_COLUMNS = 'id,url,sort_order';

function uploadError(error: unknown, fileName: string): DataError {
  const mapped = toUserError(error, 'images');
  if (isNetworkFailure(error) || mapped.userMessage === PRODUCT_MESSAGES.uploadQuotaExceeded || mapped.code === '42501') return mapped;
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : mapped.userMessage;
  return new DataError(mapped.code, PRODUCT_MESSAGES.uploadFailed(fileName, message), { cause: error, status: mapped.status });
}

async function nextSortOrder(db: Db, productId: string): Promise<number> {
  const { data } = await requestRows<ProductImageRow>('images', (signal) =>
    db.from('product_images').select('sort_order').eq('product_id', productId).order('sort_order', { ascending: false }).limit(1).abortSignal(signal),
  );
  return data.length > 0 ? Number(data[0].sort_order) + 1 : 0;
}

/** A product picture's file in the products bucket: its object path and public URL. */
interface StoredProductImage {
  path: string;
  url: string;
}

/**
 * Stores a picture's bytes at `products/{productId}/{timestamp}_{random}.{ext}` (retried up to 3
 * times, 2 s apart, on network failures) and gives its public URL; no product_images row yet. The
 * bytes go as an ArrayBuffer with a content type because the local backend refuses browser multipart bodies.
 */
export async function storeProductImageFile(
  db: Db,
  productId: string,
  file: Blob | ArrayBuffer | Uint8Array,
  options: Pick<UploadOptions, 'name' | 'type' | 'onRetry'>,
): Promise<StoredProductImage> {
  const bytes = await toArrayBuffer(file);
  const path = productImagePath(productId, fileExtensionOf(options.name, options.type), Date.now(), randomToken());
  try {
    await withUploadRetry(
      async () => {
        const { error } = await db.storage
          .from('products')
          .upload(path, bytes, { contentType: options.type, cacheControl: String(STORAGE_CACHE_SECONDS), upsert: false });
        if (error) throw error;
      },
      { onRetry: options.onRetry },
    );
  } catch (error) {
    throw uploadError(error, options.name);
  }
  return { path, url: publicUrlOf(db, 'products', path) };
}

/** Removes stored picture files by object path; a failure leaves orphans, so it is only warned. */
export async function removeProductImageFiles(db: Db, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await db.storage.from('products').remove(paths);
  if (error) console.warn('Product image files could not be removed', error);
}

/**
 * Uploads an image (storeProductImageFile) and records it in product_images. A duplicate row
 * returns the existing image.
 */
export async function uploadProductImage(db: Db, productId: string, file: Blob | ArrayBuffer | Uint8Array, options: UploadOptions): Promise<ProductImage> {
  options.onProgress?.(0);
  const { url } = await storeProductImageFile(db, productId, file, options);
  options.onProgress?.(0.8);
  const sortOrder = options.sortOrder ?? (await nextSortOrder(db, productId));
  try {
    const { data } = await request<ProductImageRow>('images', (signal) =>
      db.from('product_images').insert({ product_id: productId, url, sort_order: sortOrder }).select(IMAGE_COLUMNS).abortSignal(signal).single(),
    );
    options.onProgress?.(1);
    if (!data) throw new DataError('no_row', PRODUCT_MESSAGES.uploadFailed(options.name, PRODUCT_MESSAGES.permissionDenied));
    return toProductImage(data);
  } catch (error) {
    if (error instanceof DataError && error.code === '23505') {
      const { data } = await request<ProductImageRow>('images', (signal) =>
        db.from('product_images').select(IMAGE_COLUMNS).eq('product_id', productId).eq('url', url).abortSignal(signal).single(),
      );
      if (data) return toProductImage(data);
    }
    throw error;
  }
}

/** Rewrites sort_order so the images follow `orderedIds`. */
export async function reorderProductImages(db: Db, productId: string, orderedIds: string[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await request('images', (signal) =>
      db.from('product_images').update({ sort_order: index }).eq('id', id).eq('product_id', productId).abortSignal(signal),
    );
  }
}

/** Deletes the image row, then its file; a file that cannot be removed is only warned about. */
export async function deleteProductImage(db: Db, imageId: string): Promise<void> {
  let url: string | undefined;
  try {
    const { data } = await requestRows<ProductImageRow>('images', (signal) =>
      db.from('product_images').delete().eq('id', imageId).select('url').abortSignal(signal),
    );
    url = data[0]?.url;
  } catch (error) {
    throw new DataError(toUserError(error, 'images').code, PRODUCT_MESSAGES.imageDeleteFailed, { cause: error });
  }
  if (url === undefined) throw new DataError('not_found', PRODUCT_MESSAGES.imageDeleteFailed);
  const path = objectPathFromPublicUrl(url, 'products');
  if (!path) return;
  const { error } = await db.storage.from('products').remove([path]);
  if (error) console.warn('Product image file could not be removed', error);
}
