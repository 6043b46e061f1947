import imageCompression from 'browser-image-compression';
import { planImage } from './imagePreparation';

/**
 * Resizes and re-encodes a picked photo in the browser when it needs it (planImage), so a
 * phone photo over 5 MB or in HEIC still reaches the store. A file the browser cannot decode
 * (HEIC outside Safari, a fake image) goes on unchanged and the image rules refuse it.
 */
export async function prepareImage(file: File, onProgress?: (fraction: number) => void): Promise<File> {
  const plan = planImage(file);
  if (!plan) return file;
  try {
    const prepared = await imageCompression(file, {
      maxSizeMB: plan.maxBytes / (1024 * 1024),
      maxWidthOrHeight: plan.maxSide,
      fileType: plan.type,
      initialQuality: 0.85,
      // The worker would load the library from a CDN: this panel loads nothing from third parties.
      useWebWorker: false,
      onProgress: (percent) => onProgress?.(percent / 100),
    });
    return new File([prepared], plan.name, { type: plan.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
