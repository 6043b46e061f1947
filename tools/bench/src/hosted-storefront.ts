import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StackInfo } from '@oneboss/e2e';
import { startHttp2Proxy } from './http2-proxy';
import { startHttp2Static } from './http2-static';
import { buildStorefront } from './storefront-build';
import { localCertificate } from './tls-certificate';

export interface HostedStorefront {
  storefrontUrl: string;
  backendUrl: string;
  /** For Chromium's `--ignore-certificate-errors-spki-list`. */
  spkiSha256: string;
  stop(): Promise<void>;
}

/**
 * The storefront as production serves it: its build on an HTTP/2 + TLS static host, talking to
 * the stack's backend through an HTTP/2 + TLS proxy on another origin, as to hosted Supabase.
 */
export async function startHostedStorefront(info: StackInfo): Promise<HostedStorefront> {
  const tls = await localCertificate();
  const outDir = await mkdtemp(join(tmpdir(), 'oneboss-bench-storefront-'));
  const proxy = await startHttp2Proxy({ target: info.backendUrl, tls, rewriteOriginInJson: true });
  const site = await startHttp2Static({ root: outDir, tls });
  const stop = async () => {
    await Promise.all([site.close(), proxy.close()]);
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    await buildStorefront(outDir, {
      VITE_SUPABASE_URL: proxy.url,
      VITE_SUPABASE_ANON_KEY: info.anonKey,
      VITE_STOREFRONT_URL: site.url,
      VITE_ADMIN_URL: info.adminUrl,
      VITE_WHATSAPP_NUMBER: '5511999999999',
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { storefrontUrl: site.url, backendUrl: proxy.url, spkiSha256: tls.spkiSha256, stop };
}
