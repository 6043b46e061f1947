import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { App } from '@supabase/lite';

type StorageAdapter = NonNullable<App['_storageAdapter']>;
type ObjectMetadata = Awaited<ReturnType<StorageAdapter['headObject']>>;
type UploadBody = Parameters<StorageAdapter['uploadObject']>[3];

interface StoredMetadata {
  mimetype: string;
  cacheControl: string;
  eTag: string;
}

/**
 * Object bytes under `<root>/objects/<bucket>/<key>`, with the content type and
 * cache control the upload asked for kept beside them under `<root>/metadata`,
 * so downloads answer with what was uploaded (lite's own adapter guesses the type
 * from the extension and always says `no-cache`).
 */
export class FilesystemStorageAdapter implements StorageAdapter {
  readonly driver = null;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Where an object's bytes live; exported for the image renderer's cache key. */
  objectPath(bucket: string, key: string): string {
    return this.inside(join(this.root, 'objects', bucket, key));
  }

  private metadataPath(bucket: string, key: string): string {
    return this.inside(join(this.root, 'metadata', bucket, `${key}.json`));
  }

  private inside(path: string): string {
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid object key: ${path}`);
    return path;
  }

  private async readMetadata(bucket: string, key: string, size: number, modified: Date): Promise<ObjectMetadata> {
    const stored = JSON.parse(await readFile(this.metadataPath(bucket, key), 'utf8')) as StoredMetadata;
    return {
      mimetype: stored.mimetype,
      cacheControl: stored.cacheControl,
      eTag: stored.eTag,
      contentLength: size,
      size,
      lastModified: modified,
    };
  }

  async getObject(...[bucket, key, , headers]: Parameters<StorageAdapter['getObject']>) {
    const path = this.objectPath(bucket, key);
    const info = await stat(path);
    const metadata = await this.readMetadata(bucket, key, info.size, info.mtime);
    if (headers?.ifNoneMatch && headers.ifNoneMatch === metadata.eTag) {
      return { httpStatusCode: 304, metadata };
    }
    const range = headers?.range?.match(/^bytes=(\d+)-(\d*)$/);
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
      return {
        httpStatusCode: 206,
        metadata: { ...metadata, contentLength: end - start + 1, contentRange: `bytes ${start}-${end}/${info.size}` },
        body: toWebStream(createReadStream(path, { start, end })),
      };
    }
    return { httpStatusCode: 200, metadata, body: toWebStream(createReadStream(path)) };
  }

  async uploadObject(...[bucket, key, , body, contentType, cacheControl]: Parameters<StorageAdapter['uploadObject']>) {
    const bytes = await readAll(body);
    const path = this.objectPath(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    const stored: StoredMetadata = { mimetype: contentType, cacheControl, eTag };
    const metadataPath = this.metadataPath(bucket, key);
    await mkdir(dirname(metadataPath), { recursive: true });
    await writeFile(metadataPath, JSON.stringify(stored));
    const info = await stat(path);
    return { ...stored, contentLength: info.size, size: info.size, lastModified: info.mtime };
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await rm(this.objectPath(bucket, key), { force: true });
    await rm(this.metadataPath(bucket, key), { force: true });
  }

  async deleteObjects(bucket: string, keys: string[]): Promise<void> {
    for (const key of keys) await this.deleteObject(bucket, key);
  }

  async copyObject(...[sourceBucket, source, , destinationBucket, destination]: Parameters<StorageAdapter['copyObject']>) {
    const target = this.objectPath(destinationBucket, destination);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(this.objectPath(sourceBucket, source), target);
    const targetMetadata = this.metadataPath(destinationBucket, destination);
    await mkdir(dirname(targetMetadata), { recursive: true });
    await copyFile(this.metadataPath(sourceBucket, source), targetMetadata);
    const info = await stat(target);
    const metadata = await this.readMetadata(destinationBucket, destination, info.size, info.mtime);
    return { httpStatusCode: 200, eTag: metadata.eTag, lastModified: info.mtime };
  }

  async headObject(bucket: string, key: string): Promise<ObjectMetadata> {
    const info = await stat(this.objectPath(bucket, key));
    return this.readMetadata(bucket, key, info.size, info.mtime);
  }

  async privateAssetUrl(bucket: string, key: string): Promise<string> {
    return `file://${this.objectPath(bucket, key)}`;
  }
}

// Node 20's fs web streams yield ArrayBuffers, which Response bodies reject
// ("Received non-Uint8Array chunk"); Readable.toWeb yields Uint8Array chunks.
function toWebStream(stream: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
}

async function readAll(body: UploadBody): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  const chunks: Uint8Array[] = [];
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBufferLike));
  }
  return Buffer.concat(chunks);
}
