import imageCompression from 'browser-image-compression';
// The library's own UMD build, emitted as a hashed file of this bundle: its worker loads it with
// importScripts, and would fetch it from a CDN without libURL. This panel loads nothing from third parties.
import compressionLibraryPath from 'browser-image-compression/dist/browser-image-compression.js?url';
import { planImage } from './imagePreparation';

export interface PrepareOptions {
  /** 0 to 1 while the photo is resized and re-encoded. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Resizes and re-encodes a picked photo in the browser when it needs it (planImage), so a
 * phone photo over 5 MB or in HEIC still reaches the store. The work runs in a web worker so the
 * form stays usable; should the worker fail, the library does it on the page instead. A file the
 * browser cannot decode (HEIC outside Safari, a fake image) goes on unchanged and the image rules refuse it.
 */
export async function prepareImage(file: File, { onProgress, signal }: PrepareOptions = {}): Promise<File> {
  const plan = planImage(file);
  if (!plan) return file;
  try {
    const prepared = await imageCompression(file, {
      maxSizeMB: plan.maxBytes / (1024 * 1024),
      maxWidthOrHeight: plan.maxSide,
      fileType: plan.type,
      initialQuality: 0.85,
      useWebWorker: true,
      // The worker runs from a blob: address, against which a path does not resolve.
      libURL: new URL(compressionLibraryPath, document.baseURI).href,
      signal,
      onProgress: (percent) => onProgress?.(percent / 100),
    });
    return new File([prepared], plan.name, { type: plan.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
