import { storageImageUrl } from '@oneboss/data/catalogue';

/** Widths offered in srcset, from small phones to 2x desktop cards. */
const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

export interface ResponsiveSources {
  src: string;
  srcSet?: string;
}

/**
 * The resized `src` and `srcset` of a storage image for a slot of `width` x `height`; the original
 * URL alone when the server cannot resize it (not a public storage object, or `transform` off).
 */
export function responsiveSources(
  src: string,
  { width, height, fit = 'cover' }: { width: number; height: number; fit?: 'cover' | 'contain' },
  transform: boolean,
): ResponsiveSources {
  const resized = (w: number) =>
    storageImageUrl(src, { width: w, height: fit === 'cover' ? Math.round((w * height) / width) : undefined, resize: fit, transform });
  if (resized(width) === src) return { src };
  const srcSet = SRCSET_WIDTHS.filter((w) => w <= width * 2)
    .map((w) => `${resized(w)} ${w}w`)
    .join(', ');
  return { src: resized(width), srcSet };
}
