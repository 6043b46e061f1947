import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RenderedImage } from './art/render-image';

export type CatalogueBucket = 'products' | 'partner-logos' | 'partner-banners' | 'seller-logos';

/** `{timestamp}{separator}{random}.{ext}`: the object names the back office itself produces. */
export function objectFileName(image: RenderedImage, separator: '_' | '-'): string {
  return `${Date.now()}${separator}${randomBytes(4).toString('hex')}.${image.extension}`;
}

/** Uploads bytes to a public bucket and returns the object's public URL. */
export async function uploadPublicImage(
  client: SupabaseClient,
  bucket: CatalogueBucket,
  objectPath: string,
  image: RenderedImage,
): Promise<string> {
  // An ArrayBuffer with an explicit type: the local server refuses Node Blobs sent as multipart.
  const body = new Uint8Array(image.bytes).buffer;
  const { error } = await client.storage.from(bucket).upload(objectPath, body, {
    contentType: image.contentType,
    cacheControl: '3600',
    upsert: false,
  });
  if (error) throw new Error(`upload ${bucket}/${objectPath}: ${error.message}`);
  return client.storage.from(bucket).getPublicUrl(objectPath).data.publicUrl;
}

/** Runs `tasks` with at most `limit` in flight (the embedded database serves one query at a time). */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
