import type { ImageLayout } from '../components/catalogue/imageLayouts';
import { IMAGE_TRANSFORM, responsiveSources } from '../components/catalogue/responsiveImage';

/**
 * Starts downloading the image a slot will show, with the slot's own srcset and sizes so the
 * browser picks the same file the page then renders (the page's LCP image, found in the data
 * before the app has drawn anything).
 */
export function preloadImage(src: string, layout: ImageLayout): void {
  const sources = responsiveSources(src, layout, IMAGE_TRANSFORM);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = sources.src;
  if (sources.srcSet) {
    link.imageSrcset = sources.srcSet;
    link.imageSizes = layout.sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
