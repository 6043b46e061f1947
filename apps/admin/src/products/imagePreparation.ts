import { MAX_IMAGE_BYTES } from '@oneboss/domain';

/** What the browser is asked to make of a picked photo before the rules check it. */
export interface ImagePlan {
  /** The type to re-encode to. */
  type: 'image/jpeg' | 'image/webp';
  /** The new file name, with the extension of that type. */
  name: string;
  /** Bytes to stay under: the 5 MB rule with room to spare. */
  maxBytes: number;
  /** Longest side after resizing: big enough for the storefront's zoom, small enough to load on a phone. */
  maxSide: number;
}

export const PREPARED_MAX_SIDE_PX = 2400;
const HEADROOM = 0.9;

const HEIF = /\.(heic|heif)$/i;

/**
 * Which picked files the browser resizes and re-encodes (null: sent as they are): anything over
 * the 5 MB limit, and HEIC/HEIF phone photos, which the storefront cannot show. PNGs become WebP,
 * keeping transparency; everything else becomes JPEG.
 */
export function planImage(file: { name: string; type: string; size: number }): ImagePlan | null {
  const heif = HEIF.test(file.name) || /^image\/hei[cf]/i.test(file.type);
  if (!heif && file.size <= MAX_IMAGE_BYTES) return null;
  const type = file.type === 'image/png' || file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
  const base = file.name.replace(/\.[^.]*$/, '') || 'imagem';
  return { type, name: `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`, maxBytes: Math.floor(MAX_IMAGE_BYTES * HEADROOM), maxSide: PREPARED_MAX_SIDE_PX };
}
