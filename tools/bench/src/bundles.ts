import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newPage } from '@oneboss/e2e';

export interface RouteBundle {
  route: string;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
}

export interface AppBundle {
  app: string;
  jsGzip: number;
  cssGzip: number;
  files: number;
}

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).byteLength;

/**
 * What a first visit to `path` really downloads: every script and stylesheet the page asks
 * for until the network is idle (entry, preloads and the route's lazy chunks), gzip-sized.
 */
export async function routeBundle(browser: Browser, baseUrl: string, path: string): Promise<RouteBundle> {
  const page = await newPage(browser, 'mobile');
  const sizes = { js: 0, css: 0, jsFiles: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(baseUrl) || (type !== 'script' && type !== 'stylesheet')) return;
    pending.push(
      response.body().then((body) => {
        if (type === 'script') {
          sizes.js += gzipSize(body);
          sizes.jsFiles += 1;
        } else sizes.css += gzipSize(body);
      }),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.context().close();
  return { route: path, jsGzip: sizes.js, cssGzip: sizes.css, jsFiles: sizes.jsFiles };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Every script and stylesheet of a production build, gzip-sized. */
export async function appBundle(app: string, distDir: string): Promise<AppBundle> {
  const totals = { js: 0, css: 0, files: 0 };
  for (const file of await listFiles(distDir)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const size = gzipSize(await readFile(file));
    if (file.endsWith('.js')) totals.js += size;
    else totals.css += size;
    totals.files += 1;
  }
  return { app, jsGzip: totals.js, cssGzip: totals.css, files: totals.files };
}
