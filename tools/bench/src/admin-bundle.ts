import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { kb, table } from './report';

const repoRoot = resolve(import.meta.dirname, '../../..');
const adminDir = join(repoRoot, 'apps/admin');

interface AdminChunk {
  file: string;
  bytes: number;
  gzip: number;
}

/** What a browser downloads at most from the admin's build: every script and stylesheet. */
interface AdminBundle {
  chunks: AdminChunk[];
  jsGzip: number;
  cssGzip: number;
}

/** The production build, as `nx build admin` makes it, into `outDir`. */
async function buildAdmin(outDir: string): Promise<void> {
  await promisify(execFile)(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: adminDir,
    maxBuffer: 16 * 2 ** 20,
  });
}

/** Each script and stylesheet of a build with its raw and gzip (level 9, as bundles.ts) size, largest first. */
async function adminBundle(distDir: string): Promise<AdminBundle> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  const chunks = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      return { file: relative(distDir, file), bytes: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
    }),
  );
  chunks.sort((a, b) => b.gzip - a.gzip);
  const sum = (suffix: string) => chunks.filter((chunk) => chunk.file.endsWith(suffix)).reduce((total, chunk) => total + chunk.gzip, 0);
  return { chunks, jsGzip: sum('.js'), cssGzip: sum('.css') };
}

/** The `admin bundle` section of `npm run bench`: builds the admin into tmp/bench/admin-dist and sizes it. */
export async function adminBundleReport(log: (line: string) => void): Promise<string[]> {
  const distDir = join(repoRoot, 'tmp/bench/admin-dist');
  log('Building the admin…');
  await buildAdmin(distDir);
  const bundle = await adminBundle(distDir);
  const rows = bundle.chunks.map((chunk) => [chunk.file, kb(chunk.bytes), kb(chunk.gzip)]);
  rows.push(['whole (JS + CSS)', kb(bundle.chunks.reduce((total, chunk) => total + chunk.bytes, 0)), kb(bundle.jsGzip + bundle.cssGzip)]);
  return ['Admin bundle (per chunk; gzip level 9)', table(['chunk', 'raw', 'gzip'], rows), ''];
}
