import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server } from 'node:tls';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '@oneboss/e2e';
import { startHttp2Server, type RunningServer } from './http2-server';
import { localCertificate, type TlsCertificate } from './tls-certificate';

let certificate: TlsCertificate;
let server: Server;
let port: number;

beforeAll(async () => {
  certificate = await localCertificate();
  server = createServer({ key: certificate.key, cert: certificate.cert }, (socket) => socket.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What a TLS client sees of the server's certificate, and whether it verified it against `ca`. */
function handshake(ca?: string): Promise<{ authorized: boolean; error: string | undefined; spki: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, ca, rejectUnauthorized: false }, () => {
      const der = socket.getPeerX509Certificate()!.publicKey.export({ type: 'spki', format: 'der' });
      resolve({ authorized: socket.authorized, error: socket.authorizationError?.message, spki: createHash('sha256').update(der).digest('base64') });
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

describe('localCertificate', () => {
  it('gives the sha256 of the public key the server presents', async () => {
    const seen = await handshake();
    expect(seen.spki).toBe(certificate.spkiSha256);
    expect(Buffer.from(certificate.spkiSha256, 'base64')).toHaveLength(32);
  });

  it('is valid for 127.0.0.1 once trusted, and untrusted otherwise', async () => {
    await expect(handshake(certificate.cert)).resolves.toMatchObject({ authorized: true });
    await expect(handshake()).resolves.toMatchObject({ authorized: false });
  });

  it('is a new key every time', async () => {
    expect((await localCertificate()).spkiSha256).not.toBe(certificate.spkiSha256);
  });
});

describe('Chromium with --ignore-certificate-errors-spki-list', () => {
  let site: RunningServer;

  beforeAll(async () => {
    site = await startHttp2Server(certificate, 0, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>ok</title><p>servido</p>');
    });
  });
  afterAll(() => site.close());

  const open = async (extraArgs: string[]) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', ...extraArgs] });
    try {
      const page = await browser.newPage();
      const response = await page.goto(`${site.url}/`);
      const protocol = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol);
      return { text: await page.textContent('p'), protocol, status: response?.status() };
    } finally {
      await browser.close();
    }
  };

  it('loads the page over HTTP/2 when given the hash', async () => {
    await expect(open([`--ignore-certificate-errors-spki-list=${certificate.spkiSha256}`])).resolves.toEqual({ text: 'servido', protocol: 'h2', status: 200 });
  });

  it('refuses the certificate without it', async () => {
    await expect(open([])).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
  });
});
