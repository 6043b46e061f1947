import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { parseTransformOptions, type ImageTransformOptions } from './image-transform-options.js';
import type { Middleware } from './middleware.js';
import { storageError } from './storage-error.js';

const RENDER_PATH = /^\/storage\/v1\/render\/image\/public\/(.+)$/;
// The URL stays the same when an object is replaced (upsert), so renders may not be kept for long.
const CACHE_CONTROL = 'public, max-age=3600';

const SHARP_FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

interface Rendered {
  bytes: Buffer;
  contentType: string;
}

async function render(original: Buffer, options: ImageTransformOptions): Promise<Rendered> {
  // hosted refuses sources over 50 megapixels
  let image = sharp(original, { limitInputPixels: 50_000_000 }).rotate();
  if (options.width || options.height) {
    // imgproxy, behind hosted Supabase, never enlarges and `contain` fits inside without padding.
    image = image.resize({
      width: options.width,
      height: options.height,
      fit: SHARP_FIT[options.resize],
      withoutEnlargement: true,
    });
  }
  if (options.format === 'webp') {
    return { bytes: await image.webp({ quality: options.quality }).toBuffer(), contentType: 'image/webp' };
  }
  const { format } = await sharp(original).metadata();
  const output = image.toFormat(format ?? 'png', { quality: options.quality });
  return { bytes: await output.toBuffer(), contentType: `image/${format ?? 'png'}` };
}

/**
 * `GET /storage/v1/render/image/public/{bucket}/{path}?width=&height=&quality=&resize=&format=`,
 * which lite does not provide: the public object resized with sharp and kept on
 * disk under a key made of the object's ETag and the options, so a replaced
 * object is rendered again.
 */
export function imageRender(cacheDir: string): Middleware {
  return async (request, context, next) => {
    const url = new URL(request.url);
    const match = url.pathname.match(RENDER_PATH);
    if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return next(request, context);
    const parsed = parseTransformOptions(url.searchParams);
    if (!parsed.ok) return storageError(400, 'InvalidRequest', parsed.message);

    const headers = new Headers(request.headers);
    for (const name of ['range', 'if-none-match', 'if-modified-since']) headers.delete(name);
    const originalUrl = new URL(`/storage/v1/object/public/${match[1]}`, url);
    const original = await next(new Request(originalUrl, { headers }), context);
    if (!original.ok || !original.body) return original;

    const key = createHash('sha256')
      .update(JSON.stringify([match[1], original.headers.get('etag'), parsed.options]))
      .digest('hex');
    const etag = `"${key}"`;
    const cachedPath = join(cacheDir, key);
    let rendered: Rendered;
    const cached = await readFile(cachedPath).catch(() => undefined);
    const cachedType = await readFile(`${cachedPath}.type`, 'utf8').catch(() => undefined);
    if (cached && cachedType) {
      await original.body.cancel();
      rendered = { bytes: cached, contentType: cachedType };
    } else {
      try {
        rendered = await render(Buffer.from(await original.arrayBuffer()), parsed.options);
      } catch (error) {
        return storageError(422, 'InvalidImage', `Cannot transform this object: ${(error as Error).message}`);
      }
      await mkdir(cacheDir, { recursive: true });
      // write then rename: a concurrent request never reads half a file
      const temporary = `${cachedPath}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, rendered.bytes);
      await writeFile(`${cachedPath}.type`, rendered.contentType);
      await rename(temporary, cachedPath);
    }

    const responseHeaders = new Headers({
      'content-type': rendered.contentType,
      'content-length': String(rendered.bytes.byteLength),
      'cache-control': CACHE_CONTROL,
      etag,
    });
    if (request.headers.get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers: responseHeaders });
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(rendered.bytes), {
      status: 200,
      headers: responseHeaders,
    });
  };
}
