import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { FALLBACK_PRODUCT_IMAGE } from '@oneboss/domain';
import type { SyntheticEvent } from 'react';
import { IMAGE_TRANSFORM, responsiveSources } from './responsiveImage';

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
  /**
   * Another crop for screens matching `media` (art direction): the phone's portrait hero. Such an
   * image is laid out by its own inline style and takes no style props: emotion writes a style
   * prop's `<style>` element just before the element, which inside `<picture>` hides the `<source>`
   * from the browser's preload scanner, so phones fetched the landscape crop first.
   */
  art?: { media: string; width: number; height: number; sizes: string };
}

function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src === FALLBACK_PRODUCT_IMAGE) return;
  image.srcset = '';
  image.src = FALLBACK_PRODUCT_IMAGE;
}

/** A storage image resized by the server to the widths the layout needs, falling back to a placeholder when it fails. */
export function CatalogueImage({ src, alt, width, height, sizes, priority = false, fit = 'cover', art, ...rest }: CatalogueImageProps) {
  const sources = responsiveSources(src, { width, height, fit }, IMAGE_TRANSFORM);
  const attributes = {
    src: sources.src,
    srcSet: sources.srcSet,
    sizes,
    alt,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: 'async',
    onError: showFallback,
  } as const;
  const artSources = art ? responsiveSources(src, { width: art.width, height: art.height, fit }, IMAGE_TRANSFORM) : null;
  if (!art || !artSources?.srcSet) {
    return <chakra.img {...attributes} htmlWidth={width} htmlHeight={height} w="full" h="full" objectFit={fit} display="block" {...rest} />;
  }
  return (
    // display: contents leaves the layout to the img, as without the picture element.
    <picture style={{ display: 'contents' }}>
      <source media={art.media} srcSet={artSources.srcSet} sizes={art.sizes} width={art.width} height={art.height} />
      <img {...attributes} width={width} height={height} style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }} />
    </picture>
  );
}
