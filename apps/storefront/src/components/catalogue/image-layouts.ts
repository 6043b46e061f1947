/**
 * Each catalogue image slot's intrinsic size and `sizes`.
 */
export interface ImageLayout {
  width: number;
  height: number;
  sizes: string;
  fit?: 'cover' | 'contain';
}

export const HERO_IMAGE: ImageLayout = { width: 1920, height: 1080, sizes: '100vw' };
export const GALLERY_IMAGE: ImageLayout = { width: 1200, height: 900, sizes: '(min-width: 1024px) 50vw, 100vw' };
export const CARD_IMAGE: ImageLayout = { width: 600, height: 450, sizes: '(min-width: 1280px) 300px, (min-width: 768px) 45vw, 100vw' };
