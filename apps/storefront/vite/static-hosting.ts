import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Content types of the build's text files, the ones served compressed. */
export const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/** Hashed build output never changes under its name; everything else must be revalidated. */
export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file a request stands for: a text file of the build, or the SPA shell for a route (a path
 * without an extension). Null for anything else (images, fonts, missing files) and for paths
 * that try to leave the build folder.
 */
export async function textFileFor(outDir: string, urlPath: string): Promise<string | null> {
  let path: string;
  try {
    path = normalize(decodeURIComponent(urlPath));
  } catch {
    return null;
  }
  const ext = extname(path);
  if (ext && !TEXT_TYPES[ext]) return null;
  const file = resolve(join(outDir, ext ? path : 'index.html'));
  if (!file.startsWith(resolve(outDir))) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/**
 * `vite preview` as a static host serves the app in production: text gzip-compressed, hashed
 * assets cached for a year. The benchmark and Lighthouse run against the preview server, so
 * without this they would measure uncompressed transfers no CDN sends.
 */
export function staticHosting(): Plugin {
  const compressed = new Map<string, Buffer>();
  return {
    name: 'oneboss-static-hosting',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !accepts || !req.url) return next();
        const urlPath = req.url.split('?')[0];
        textFileFor(outDir, urlPath)
          .then(async (file) => {
            if (!file) return next();
            // Keyed by modification time too, so a rebuild under a running preview is never served stale.
            const key = `${file}:${(await stat(file)).mtimeMs}`;
            let body = compressed.get(key);
            if (!body) {
              body = gzipSync(await readFile(file), { level: 9 });
              compressed.set(key, body);
            }
            res.statusCode = 200;
            res.setHeader('Content-Type', TEXT_TYPES[extname(file)]);
            res.setHeader('Content-Encoding', 'gzip');
            res.setHeader('Vary', 'Accept-Encoding');
            res.setHeader('Cache-Control', cacheControlFor(urlPath));
            res.setHeader('Content-Length', body.byteLength);
            res.end(req.method === 'HEAD' ? undefined : body);
          })
          .catch(next);
      });
    },
  };
}
