import { FALLBACK_PRODUCT_IMAGE } from '@oneboss/domain';
import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { responsiveSources } from './responsive-image';
import { env } from '../../env';

export interface CatalogueImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes' | 'alt'> {
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

/**
 * A storage image resized by the server to the widths the layout needs, falling back to a placeholder when it fails.
 * A plain element with static classes (catalogue-image.css): a shop page draws two dozen, and a Chakra
 * element resolves and hashes its style props at every render, on the server and again at hydration.
 */
export function CatalogueImage({ src, alt, width, height, sizes, priority = false, fit = 'cover', className, ...rest }: CatalogueImageProps) {
  const sources = responsiveSources(src, { width, height, fit }, env.imageTransform);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={showFallback}
      width={width}
      height={height}
      className={`catalogue-image catalogue-image--${fit}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
