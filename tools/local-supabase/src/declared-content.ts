import { fileTypeFromBuffer, supportedMimeTypes } from 'file-type';

// An animated PNG is still a PNG to the browsers that show it.
const SAME_FORMAT: Readonly<Record<string, string>> = { 'image/apng': 'image/png' };

/** `Image/PNG; charset=x` → `image/png`. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
}

/**
 * Whether bytes sniffed as `sniffed` (undefined: no known signature) may be stored as `declared`.
 * An image type, or any type with a known signature, must be what the bytes are: a bucket's
 * `allowed_mime_types` only checks the declared type, and HTML sent as `image/png` would be
 * served back as a page. SVG has no signature, so it is never accepted as an image. Types
 * without a signature (text, octet-stream) are left to the bucket's list.
 */
export function contentMatchesDeclaredType(declared: string, sniffed: string | undefined): boolean {
  if (!declared.startsWith('image/') && !supportedMimeTypes.has(declared as never)) return true;
  return sniffed !== undefined && (SAME_FORMAT[sniffed] ?? sniffed) === declared;
}

/** Whether `bytes` are what `contentType` says, by their magic bytes. */
export async function isDeclaredContent(bytes: Uint8Array, contentType: string): Promise<boolean> {
  return contentMatchesDeclaredType(mediaType(contentType), (await fileTypeFromBuffer(bytes))?.mime);
}
