import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { FALLBACK_PRODUCT_IMAGE } from '@oneboss/domain';
import type { SyntheticEvent } from 'react';
import { responsiveSources } from './responsive-image';
import { env } from '../../env';

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
  const sources = responsiveSources(src, { width, height, fit }, env.imageTransform);
  return (
    <chakra.img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={showFallback}
      htmlWidth={width}
      htmlHeight={height}
      w="full"
      h="full"
      objectFit={fit}
      display="block"
      {...rest}
    />
  );
}
