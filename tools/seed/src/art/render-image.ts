import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface RenderedImage {
  readonly bytes: Buffer;
  readonly contentType: `image/${ImageFormat}`;
  readonly extension: 'jpg' | 'png' | 'webp';
}

const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

async function rasterize(svg: string, format: ImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (format === 'jpeg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Renders an SVG to a raster image, caching the bytes under `cacheDir` by content hash so a
 * second seed skips the rendering (the slow part on two cores).
 */
export async function renderImage(svg: string, format: ImageFormat, cacheDir: string): Promise<RenderedImage> {
  const key = createHash('sha256').update(format).update('\0').update(svg).digest('hex').slice(0, 32);
  const file = path.join(cacheDir, `${key}.${EXTENSIONS[format]}`);
  let bytes: Buffer = await readFile(file).catch(() => Buffer.alloc(0));
  if (bytes.length === 0) {
    bytes = await rasterize(svg, format);
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed into place: uploads run in parallel, and one reading the file
    // while another was still writing it got a truncated picture (once, a zero-byte one).
    const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }
  return { bytes, contentType: `image/${format}`, extension: EXTENSIONS[format] };
}
