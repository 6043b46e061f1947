import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { storageImageUrl } from '@oneboss/data/catalogue';
import { FALLBACK_PRODUCT_IMAGE } from '@oneboss/domain';
import type { SyntheticEvent } from 'react';

/** VITE_IMAGE_TRANSFORM=off serves original files (hosted Supabase without image transformations). */
const transform = (import.meta.env.VITE_IMAGE_TRANSFORM as string | undefined) !== 'off';

/** Widths offered in srcset, from small phones to 2x desktop cards. */
const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

export interface CatalogueImageProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the file arrives and sets the crop ratio. */
  width: number;
  height: number;
  sizes: string;
  /** Above-the-fold images load at once and first (LCP). */
  priority?: boolean;
  fit?: 'cover' | 'contain';
}

function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src === FALLBACK_PRODUCT_IMAGE) return;
  image.srcset = '';
  image.src = FALLBACK_PRODUCT_IMAGE;
}

/** A storage image resized by the server to the widths the layout needs, falling back to a placeholder when it fails. */
export function CatalogueImage({ src, alt, width, height, sizes, priority = false, fit = 'cover', ...rest }: CatalogueImageProps) {
  const resized = (w: number) =>
    storageImageUrl(src, { width: w, height: fit === 'cover' ? Math.round((w * height) / width) : undefined, resize: fit, transform });
  const resizable = resized(width) !== src;
  const srcSet = resizable
    ? SRCSET_WIDTHS.filter((w) => w <= width * 2)
        .map((w) => `${resized(w)} ${w}w`)
        .join(', ')
    : undefined;
  return (
    <chakra.img
      src={resized(width)}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={showFallback}
      w="full"
      h="full"
      objectFit={fit}
      display="block"
      {...rest}
    />
  );
}
