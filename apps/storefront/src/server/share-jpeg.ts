import sharp from 'sharp';
import { SHARE_IMAGE_SIZE } from '../seo/product-head';

/** WhatsApp drops link-preview pictures heavier than this. */
const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
const QUALITIES = [82, 72, 60, 48];

/**
 * The largest picture the share image decodes: hosted Supabase's image service refuses sources past
 * 50 megapixels, and a picture of one colour that size is a few hundred KB of PNG, well within the
 * bucket's 5 MB, that would otherwise be decoded whole on every request a CDN does not answer.
 */
export const SHARE_SOURCE_MAX_PIXELS = 50_000_000;

/** A picture as a 1200x630 JPEG (cropped to fill) under 300 KB, lowering the quality until it fits; rejects what sharp cannot decode or what is past the pixel cap. */
export async function toShareJpeg(original: Uint8Array): Promise<Buffer> {
  // Decoded and resized once: each quality tried encodes the same 1200x630 pixels.
  const { data, info } = await sharp(original, { limitInputPixels: SHARE_SOURCE_MAX_PIXELS })
    .rotate()
    .resize({ ...SHARE_IMAGE_SIZE, fit: 'cover', position: 'attention' })
    .flatten({ background: '#0b0b0c' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(data, { raw: info }).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (jpeg.byteLength <= SHARE_IMAGE_MAX_BYTES) break;
  }
  return jpeg;
}
