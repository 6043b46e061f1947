import { unzipSync } from 'fflate';
import { ALLOWED_IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, fileExtension, sniffImageType, type ImageMimeType } from '@oneboss/domain';
import { IMPORT_LIMITS } from './importLimits';
import { IMPORT_MESSAGES } from './importMessages';

/** A picture of the ZIP by its file name: its bytes and checked type, or why it cannot be used. */
export type ZipImage = { name: string; type: ImageMimeType; bytes: Uint8Array } | { name: string; refused: string };

/** Folders, macOS's resource forks and hidden files are no pictures the operator meant. */
const IGNORED = /(^|\/)(__MACOSX\/|\.)/;

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The pictures of a ZIP, by file name (whatever folder holds them), checked as the product form
 * checks an upload: PNG, JPEG or WebP by name and by content, at most 5 MB. The sizes the ZIP
 * declares are checked before anything is unpacked.
 */
export function readImageZip(bytes: Uint8Array): { images: Map<string, ZipImage> } | { fileIssue: string } {
  if (bytes.byteLength > IMPORT_LIMITS.zipBytes) return { fileIssue: IMPORT_MESSAGES.zipTooLarge(bytes.byteLength) };
  let files = 0;
  let unpacked = 0;
  const oversized = new Map<string, number>();
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/') || IGNORED.test(file.name)) return false;
        files += 1;
        unpacked += file.originalSize;
        // A picture over 5 MB is refused by its declared size, without being unpacked.
        if (file.originalSize > MAX_IMAGE_BYTES) oversized.set(file.name, file.originalSize);
        return files <= IMPORT_LIMITS.zipFiles && unpacked <= IMPORT_LIMITS.unzippedBytes && !oversized.has(file.name);
      },
    });
  } catch {
    return { fileIssue: IMPORT_MESSAGES.zipUnreadable };
  }
  if (files > IMPORT_LIMITS.zipFiles) return { fileIssue: IMPORT_MESSAGES.zipTooManyFiles };
  if (unpacked > IMPORT_LIMITS.unzippedBytes) return { fileIssue: IMPORT_MESSAGES.zipUnpackedTooLarge };

  const images = new Map<string, ZipImage>();
  for (const [path, size] of oversized) images.set(baseName(path), { name: baseName(path), refused: IMPORT_MESSAGES.sizeRefused(size) });
  for (const [path, content] of Object.entries(entries)) {
    const name = baseName(path);
    if (images.has(name)) return { fileIssue: IMPORT_MESSAGES.zipRepeatedName(name) };
    const type = sniffImageType(content);
    const named = (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
    images.set(name, named && type ? { name, type, bytes: content } : { name, refused: IMPORT_MESSAGES.formatRefused });
  }
  return { images };
}
