import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { startHttp2Proxy } from './http2-proxy';
import { buildStorefront } from './storefront-build';
import { startStorefrontServer } from './storefront-server';
import { localCertificate } from './tls-certificate';

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * A fresh build directory inside the repository: the server bundle imports React and the other
 * externals from the repository's node_modules, which a directory under /tmp cannot resolve.
 */
export async function buildDirectory(name: string): Promise<string> {
  const parent = join(repoRoot, 'tmp/bench');
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, `${name}-`));
}

export interface Backend {
  url: string;
  anonKey: string;
}

export interface StorefrontSite {
  /** The origin browsers open, no trailing slash. */
  storefrontUrl: string;
  /** The build: client/ (the browser's files) and server/. */
  distDir: string;
  /** For Chromium's `--ignore-certificate-errors-spki-list`; absent on plain HTTP. */
  spkiSha256?: string;
  stop(): Promise<void>;
}

/** Stops what was started, newest first, then removes the build. */
function stopper(distDir: string, stops: (() => Promise<void>)[]) {
  return async () => {
    for (const stopOne of [...stops].reverse()) await stopOne();
    await rm(distDir, { recursive: true, force: true });
  };
}

/** The storefront built for `backend` and served by its Node host on plain HTTP/1.1. */
export async function startPlainStorefront(backend: Backend): Promise<StorefrontSite> {
  const distDir = await buildDirectory('storefront-plain');
  const port = await freePort();
  const storefrontUrl = `http://127.0.0.1:${port}`;
  const stops: (() => Promise<void>)[] = [];
  const stop = stopper(distDir, stops);
  try {
    await buildStorefront(distDir, { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey, VITE_STOREFRONT_URL: storefrontUrl });
    stops.push((await startStorefrontServer({ distDir, port })).stop);
  } catch (error) {
    await stop();
    throw error;
  }
  return { storefrontUrl, distDir, stop };
}

/**
 * The storefront as production hosts it: its Node host behind an HTTP/2 + TLS reverse proxy (as a
 * CDN or load balancer terminates TLS), talking to the backend through another HTTP/2 + TLS proxy
 * on an origin of its own, as to hosted Supabase. The server renders through that proxy too, so
 * the image URLs in the pages are https; its Node process trusts the throw-away certificate by
 * NODE_EXTRA_CA_CERTS, Chromium by the key's hash.
 */
export async function startHostedStorefront(backend: Backend): Promise<StorefrontSite> {
  const distDir = await buildDirectory('storefront-hosted');
  const stops: (() => Promise<void>)[] = [];
  const stop = stopper(distDir, stops);
  try {
    const tls = await localCertificate();
    const caFile = join(distDir, 'local-certificate.pem');
    await writeFile(caFile, tls.cert);
    const backendProxy = await startHttp2Proxy({ target: backend.url, tls, rewriteOriginInJson: true });
    stops.push(backendProxy.close);
    const nodePort = await freePort();
    const site = await startHttp2Proxy({ target: `http://127.0.0.1:${nodePort}`, tls });
    stops.push(site.close);
    await buildStorefront(distDir, { VITE_SUPABASE_URL: backendProxy.url, VITE_SUPABASE_ANON_KEY: backend.anonKey, VITE_STOREFRONT_URL: site.url });
    stops.push((await startStorefrontServer({ distDir, port: nodePort, env: { NODE_EXTRA_CA_CERTS: caFile } })).stop);
    return { storefrontUrl: site.url, distDir, spkiSha256: tls.spkiSha256, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
