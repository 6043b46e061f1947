import type { Db } from './client';

export type PublicBucket = 'products' | 'partner-logos' | 'partner-banners';

/** Bytes as storage-js should send them: an ArrayBuffer with a content type (see ARCHITECTURE.md). */
export async function toArrayBuffer(file: Blob | ArrayBuffer | Uint8Array): Promise<ArrayBuffer> {
  if (file instanceof ArrayBuffer) return file;
  if (file instanceof Uint8Array) return file.slice().buffer;
  return file.arrayBuffer();
}

export function fileExtensionOf(name: string, type: string): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (fromName) return fromName === 'jpeg' ? 'jpg' : fromName;
  return type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
}

export function randomToken(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The object path inside its bucket, from a public object URL; null for any other URL. */
export function objectPathFromPublicUrl(url: string, bucket: PublicBucket): string | null {
  const marker = `/storage/v1/object/public/${bucket}/`;
  const index = url.indexOf(marker);
  if (index < 0) return null;
  return decodeURIComponent(url.slice(index + marker.length).split('?')[0]);
}

export function publicUrlOf(db: Db, bucket: PublicBucket, path: string): string {
  return db.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}
