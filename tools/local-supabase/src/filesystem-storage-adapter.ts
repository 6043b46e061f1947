import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { App } from '@supabase/lite';
import { isDeclaredContent } from './declared-content.js';
import { moveLegacyObjectFiles } from './legacy-object-files.js';
import { objectFiles, type ObjectFiles } from './object-files.js';
import { uploadRefused } from './upload-refusal.js';

type StorageAdapter = NonNullable<App['_storageAdapter']>;
type ObjectMetadata = Awaited<ReturnType<StorageAdapter['headObject']>>;
type UploadBody = Parameters<StorageAdapter['uploadObject']>[3];

interface StoredMetadata {
  /** The object's name, for whoever looks at the folder. */
  name: string;
  mimetype: string;
  cacheControl: string;
  eTag: string;
}

/**
 * Object bytes on disk, filed by bucket and name hash (see `objectFiles`), with the content
 * type and cache control the upload asked for kept beside them, so downloads answer with what
 * was uploaded (lite's own adapter guesses the type from the extension and always says
 * `no-cache`). Bytes that are not what their content type says are never stored.
 */
export class FilesystemStorageAdapter implements StorageAdapter {
  readonly driver = null;
  private readonly root: string;

  private constructor(root: string) {
    this.root = root;
  }

  /** The adapter over `root`, once objects an older version stored there are in their current place. */
  static async open(root: string): Promise<FilesystemStorageAdapter> {
    const absolute = resolve(root);
    await moveLegacyObjectFiles(absolute);
    return new FilesystemStorageAdapter(absolute);
  }

  private files(bucket: string, key: string): ObjectFiles {
    return objectFiles(this.root, bucket, key);
  }

  private async readMetadata(files: ObjectFiles, size: number, modified: Date): Promise<ObjectMetadata> {
    const stored = JSON.parse(await readFile(files.metadata, 'utf8')) as StoredMetadata;
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
    const files = this.files(bucket, key);
    const info = await stat(files.bytes);
    const metadata = await this.readMetadata(files, info.size, info.mtime);
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
        body: toWebStream(createReadStream(files.bytes, { start, end })),
      };
    }
    return { httpStatusCode: 200, metadata, body: toWebStream(createReadStream(files.bytes)) };
  }

  async uploadObject(...[bucket, key, , body, contentType, cacheControl]: Parameters<StorageAdapter['uploadObject']>) {
    const bytes = await readAll(body);
    if (!(await isDeclaredContent(bytes, contentType))) throw uploadRefused(contentType);
    const files = this.files(bucket, key);
    await mkdir(dirname(files.bytes), { recursive: true });
    await writeFile(files.bytes, bytes);
    const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    const stored: StoredMetadata = { name: key, mimetype: contentType, cacheControl, eTag };
    await writeFile(files.metadata, JSON.stringify(stored));
    const info = await stat(files.bytes);
    return { mimetype: contentType, cacheControl, eTag, contentLength: info.size, size: info.size, lastModified: info.mtime };
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    const files = this.files(bucket, key);
    await rm(files.bytes, { force: true });
    await rm(files.metadata, { force: true });
  }

  async deleteObjects(bucket: string, keys: string[]): Promise<void> {
    for (const key of keys) await this.deleteObject(bucket, key);
  }

  async copyObject(...[sourceBucket, source, , destinationBucket, destination]: Parameters<StorageAdapter['copyObject']>) {
    const from = this.files(sourceBucket, source);
    const to = this.files(destinationBucket, destination);
    await mkdir(dirname(to.bytes), { recursive: true });
    await copyFile(from.bytes, to.bytes);
    const stored = JSON.parse(await readFile(from.metadata, 'utf8')) as StoredMetadata;
    await writeFile(to.metadata, JSON.stringify({ ...stored, name: destination }));
    const info = await stat(to.bytes);
    return { httpStatusCode: 200, eTag: stored.eTag, lastModified: info.mtime };
  }

  async headObject(bucket: string, key: string): Promise<ObjectMetadata> {
    const files = this.files(bucket, key);
    const info = await stat(files.bytes);
    return this.readMetadata(files, info.size, info.mtime);
  }

  async privateAssetUrl(bucket: string, key: string): Promise<string> {
    return `file://${this.files(bucket, key).bytes}`;
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
