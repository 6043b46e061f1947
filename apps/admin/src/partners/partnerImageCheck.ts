import { PARTNER_MESSAGES, checkImageFiles, sniffImageType, type ImageFileInfo, type ImageMimeType } from '@oneboss/domain';

export type PartnerImageCheck = { ok: true; type: ImageMimeType } | { ok: false; message: string };

/** Bytes read from the start of a file: enough for the PNG, JPEG and WebP signatures. */
export const SIGNATURE_BYTES = 12;

/**
 * A logo or banner may be uploaded when its name, declared type and size pass the image rules
 * (png/jpeg/webp, 5 MB) and its first bytes really are one of those formats; the sniffed type
 * is the one sent, so a renamed SVG or HTML file never reaches the bucket.
 */
export function checkPartnerImage(file: ImageFileInfo, head: Uint8Array): PartnerImageCheck {
  const { rejectedMessage } = checkImageFiles([file]);
  if (rejectedMessage) return { ok: false, message: PARTNER_MESSAGES.uploadFailed(rejectedMessage) };
  const type = sniffImageType(head);
  if (!type) return { ok: false, message: PARTNER_MESSAGES.uploadFailed(`${file.name} (conteúdo não é PNG, JPEG ou WebP)`) };
  return { ok: true, type };
}
