import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { bucketIdProblem } from './storage-names.js';

export interface ObjectFiles {
  /** The object's bytes. */
  bytes: string;
  /** What the upload declared (type, cache control, ETag) and the object's name. */
  metadata: string;
}

/**
 * Where an object lives under `root`: `buckets/<bucket>/<SHA-256 of its name>`, metadata beside
 * it as `.json`. A name never becomes a path, so whatever it holds (`..`, a 255-byte segment,
 * both `a` and `a/b`, as S3 allows) it maps to one file inside its bucket's folder.
 */
export function objectFiles(root: string, bucket: string, name: string): ObjectFiles {
  if (bucketIdProblem(bucket)) throw new Error(`Invalid bucket id: ${JSON.stringify(bucket)}`);
  const file = join(root, 'buckets', bucket, createHash('sha256').update(name, 'utf8').digest('hex'));
  return { bytes: file, metadata: `${file}.json` };
}
