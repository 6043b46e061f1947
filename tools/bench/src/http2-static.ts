import { readFile, stat } from 'node:fs/promises';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
// The bench must serve the build by the storefront's own hosting rules, not a copy of them.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a tool reading an app's build-time helpers
import { cacheControlFor, TEXT_TYPES, textFileFor } from '../../../apps/storefront/vite/static-hosting';
import { startHttp2Server, type RunningServer, type TlsPair } from './http2-server';

export interface Http2StaticOptions {
  /** The production build folder; read per request, so it may be filled after the server starts. */
  root: string;
  tls: TlsPair;
  /** 0 picks a free port. */
  port?: number;
}

/** The storefront's text types plus the binary files a build holds (images, fonts). */
const CONTENT_TYPES: Record<string, string> = {
  ...TEXT_TYPES,
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A build file that is not text (images, fonts): served as it is, never outside the build folder. */
async function binaryFileFor(root: string, urlPath: string): Promise<string | null> {
  let path: string;
  try {
    path = normalize(decodeURIComponent(urlPath));
  } catch {
    return null;
  }
  const file = resolve(join(root, path));
  if (!extname(path) || !file.startsWith(resolve(root))) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/**
 * The storefront's production build served as a static host serves it over HTTP/2 with TLS, by
 * the storefront's own hosting rules (apps/storefront/vite/static-hosting.ts): the SPA shell for
 * paths without an extension, text gzip-compressed, hashed assets immutable, the rest `no-cache`.
 */
export function startHttp2Static(options: Http2StaticOptions): Promise<RunningServer> {
  const compressed = new Map<string, Buffer>();

  const answer = async (req: Http2ServerRequest, res: Http2ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0];
    const textFile = await textFileFor(options.root, urlPath);
    const file = textFile ?? (await binaryFileFor(options.root, urlPath));
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers: Record<string, string | number> = {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControlFor(urlPath),
    };
    let body: Buffer = await readFile(file);
    if (textFile) {
      headers.vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        // Keyed by modification time too, so a rebuild under a running server is never served stale.
        const key = `${file}:${(await stat(file)).mtimeMs}`;
        body = compressed.get(key) ?? gzipSync(body, { level: 9 });
        compressed.set(key, body);
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = body.byteLength;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };

  return startHttp2Server(options.tls, options.port ?? 0, (req, res) => {
    answer(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
}
