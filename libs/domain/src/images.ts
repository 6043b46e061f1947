import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from './constants';
import { formatPtBrNumber } from './pt-br-number';

export type ImageMimeType = (typeof ALLOWED_IMAGE_MIME_TYPES)[number];
export type ImageExtension = (typeof ALLOWED_IMAGE_EXTENSIONS)[number];

export interface ImageFileInfo {
  name: string;
  size: number;
  type: string;
}

export interface ExistingImageInfo {
  name: string;
  size?: number;
}

export interface ImageFileCheck<F extends ImageFileInfo> {
  accepted: F[];
  rejectedMessage?: string;
  duplicatesMessage?: string;
}

/** Lower-case extension of a file name without the dot, '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function isAllowedExtension(ext: string): ext is ImageExtension {
  return (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

function isAllowedMime(type: string): type is ImageMimeType {
  return (ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(type);
}


/** "6,2 MB": one decimal with the Brazilian comma, as the rejection message shows sizes. */
export function formatMegabytes(bytes: number): string {
  return `${formatPtBrNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/**
 * Image upload rules: png, jpg, jpeg or webp by extension and MIME
 * type (an empty MIME type, which some systems report, defers to the
 * extension); at most 5 MB; a file with the same name and size as an earlier
 * accepted one, or the same name as an existing image, is ignored as a duplicate.
 */
export function checkImageFiles<F extends ImageFileInfo>(
  files: readonly F[],
  existing: readonly ExistingImageInfo[] = [],
): ImageFileCheck<F> {
  const accepted: F[] = [];
  const rejected: string[] = [];
  let duplicates = 0;
  const existingNames = new Set(existing.map((image) => image.name));

  for (const file of files) {
    const ext = fileExtension(file.name);
    if (!isAllowedExtension(ext) || (file.type !== '' && !isAllowedMime(file.type))) {
      rejected.push(`${file.name} (formato inválido)`);
      continue;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      rejected.push(`${file.name} (muito grande: ${formatMegabytes(file.size)})`);
      continue;
    }
    const duplicate =
      existingNames.has(file.name) || accepted.some((other) => other.name === file.name && other.size === file.size);
    if (duplicate) {
      duplicates += 1;
      continue;
    }
    accepted.push(file);
  }

  const result: ImageFileCheck<F> = { accepted };
  if (rejected.length > 0) result.rejectedMessage = `Arquivos rejeitados: ${rejected.join(', ')}`;
  if (duplicates > 0) result.duplicatesMessage = `${duplicates} imagem(ns) duplicada(s) ignorada(s).`;
  return result;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * Image type from the file's first bytes. Buckets check only the declared
 * MIME type, so uploads check the bytes; SVG (script-capable) is never accepted.
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

export const THUMBNAIL_MESSAGES = {
  invalid: 'URL inválida ou formato não suportado',
  missing: 'Sem imagem',
} as const;

const THUMBNAIL_EXTENSION = /\.(jpe?g|png|webp)$/i;

/**
 * Admin thumbnails show only https URLs of jpg, jpeg, png or webp files (never
 * svg). `allowOrigins` lets the local backend's http origin pass in development.
 */
export function isDisplayableThumbnailUrl(
  url: string | null | undefined,
  options: { allowOrigins?: readonly string[] } = {},
): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const allowedOrigin = (options.allowOrigins ?? []).some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin;
    } catch {
      return false;
    }
  });
  if (parsed.protocol !== 'https:' && !allowedOrigin) return false;
  return THUMBNAIL_EXTENSION.test(parsed.pathname);
}

export type ThumbnailState =
  | { kind: 'image'; url: string }
  | { kind: 'missing'; label: typeof THUMBNAIL_MESSAGES.missing }
  | { kind: 'invalid'; label: typeof THUMBNAIL_MESSAGES.invalid };

export function thumbnailState(
  url: string | null | undefined,
  options: { allowOrigins?: readonly string[] } = {},
): ThumbnailState {
  if (!url || url.trim() === '') return { kind: 'missing', label: THUMBNAIL_MESSAGES.missing };
  if (!isDisplayableThumbnailUrl(url, options)) return { kind: 'invalid', label: THUMBNAIL_MESSAGES.invalid };
  return { kind: 'image', url };
}

/** Object path in the `products` bucket: `{productId}/{timestamp}_{random}.{ext}`. */
export function productImagePath(productId: string, ext: string, now: number, random: string): string {
  return `${productId}/${now}_${random}.${ext}`;
}

/** Object path in the partner buckets: `{timestamp}-{random}.{ext}`. */
export function partnerImagePath(ext: string, now: number, random: string): string {
  return `${now}-${random}.${ext}`;
}

/** Public object URL prefix of a bucket on a Supabase base URL. */
export function publicBucketPrefix(supabaseUrl: string, bucket: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${bucket}/`;
}

/**
 * A product picture URL the storefront may use, or null: only an object of the project's own public
 * `products` bucket, on the backend's origin, with a plain path (no dot segments, no encoded slashes
 * or dots that a server would decode into another path, no query). The storefront's server reads it
 * itself (the share image), so any other URL would let whoever edits a product make it request an
 * internal address; and where the database is not told the project's origin, a stored URL may name
 * any host shaped like the bucket's path.
 */
export function productImageSource(url: string, supabaseUrl: string): URL | null {
  const prefix = publicBucketPrefix(supabaseUrl, 'products');
  if (!url.startsWith(prefix)) return null;
  const objectPath = url.slice(prefix.length);
  if (objectPath === '' || /[?#\\]|%2e|%2f|%5c/i.test(objectPath)) return null;
  if (objectPath.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return new URL(url);
}
