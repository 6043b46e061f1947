export interface ImageTransform {
  width: number;
  height?: number;
  /** 20-100 on hosted Supabase. */
  quality?: number;
  resize?: 'cover' | 'contain' | 'fill';
  /** The app's VITE_IMAGE_TRANSFORM setting: false keeps the original URL. */
  transform?: boolean;
}

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

/**
 * The resized-image URL of a public storage object (`/storage/v1/render/image/public/...`),
 * or the original URL when transforms are off or the URL is not a public storage object.
 */
export function storageImageUrl(publicUrl: string, options: ImageTransform): string {
  if (options.transform === false || !publicUrl.includes(OBJECT_PATH)) return publicUrl;
  const [base] = publicUrl.split('?');
  const params = new URLSearchParams({ width: String(Math.round(options.width)) });
  if (options.height) params.set('height', String(Math.round(options.height)));
  if (options.quality) params.set('quality', String(options.quality));
  if (options.resize) params.set('resize', options.resize);
  return `${base.replace(OBJECT_PATH, RENDER_PATH)}?${params.toString()}`;
}
