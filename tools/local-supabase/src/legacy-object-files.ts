import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { objectFiles } from './object-files.js';

const METADATA_SUFFIX = '.json';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Storage folders written before objects were filed by name hash kept each object at
 * `objects/<bucket>/<name>` and its metadata at `metadata/<bucket>/<name>.json`. Moves every
 * such object to its current place, then drops the old folders, so an existing `.data/` keeps
 * its pictures. Returns how many objects moved.
 */
export async function moveLegacyObjectFiles(root: string): Promise<number> {
  const legacyMetadata = join(root, 'metadata');
  let entries: string[];
  try {
    entries = await readdir(legacyMetadata, { recursive: true });
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let moved = 0;
  for (const entry of entries.filter((path) => path.endsWith(METADATA_SUFFIX))) {
    const [bucket, ...segments] = entry.slice(0, -METADATA_SUFFIX.length).split(sep);
    const name = segments.join('/');
    const stored = await readFile(join(legacyMetadata, entry), 'utf8').catch(() => undefined);
    if (stored === undefined || name === '') continue;
    const target = objectFiles(root, bucket, name);
    await mkdir(dirname(target.bytes), { recursive: true });
    try {
      await rename(join(root, 'objects', bucket, ...segments), target.bytes);
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    await writeFile(target.metadata, JSON.stringify({ ...JSON.parse(stored), name }));
    moved += 1;
  }
  await rm(join(root, 'objects'), { recursive: true, force: true });
  await rm(legacyMetadata, { recursive: true, force: true });
  return moved;
}
