import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttp2Proxy } from './http2-proxy';
import type { RunningServer } from './http2-server';
import { http2Request } from './testing/http2-request';
import { localCertificate, type TlsCertificate } from './tls-certificate';

let tls: TlsCertificate;
let backend: Server;
let backendOrigin: string;
let proxy: RunningServer;
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } = { headers: {}, body: '' };
let releaseStream: () => void = () => undefined;

beforeAll(async () => {
  tls = await localCertificate();
  // A stand-in backend answering as PostgREST, storage and the CORS layer do.
  backend = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      if (req.url === '/rest/v1/products?select=id') {
        res.writeHead(206, { 'content-type': 'application/json; charset=utf-8', 'content-range': '0-1/2', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
        res.end(JSON.stringify([{ id: 1, url: `${backendOrigin}/storage/v1/object/public/products/1.webp` }, { id: 2, nome: 'Relógio' }]));
      } else if (req.url === '/storage/v1/object/public/products/1.webp') {
        res.writeHead(200, { 'content-type': 'image/webp', 'content-length': 4, 'cache-control': 'public, max-age=3600' });
        res.end(Buffer.from([0x52, 0x49, 0x46, 0x46]));
      } else if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'apikey, authorization' });
        res.end();
      } else if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first ');
        releaseStream = () => res.end('last');
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `no ${req.method} ${req.url}`, body }));
      }
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendOrigin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  proxy = await startHttp2Proxy({ target: backendOrigin, tls, rewriteOriginInJson: true });
});
afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => backend.close(() => resolve()));
});

describe('startHttp2Proxy', () => {
  it('passes status and end-to-end headers, drops hop-by-hop ones and gzips JSON for clients that accept it', async () => {
    const answer = await http2Request(proxy.url, '/rest/v1/products?select=id', tls.cert, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe('0-1/2');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers).not.toHaveProperty('connection');
    expect(answer.headers).not.toHaveProperty('keep-alive');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual([
      { id: 1, url: `${proxy.url}/storage/v1/object/public/products/1.webp` },
      { id: 2, nome: 'Relógio' },
    ]);
  });

  it('sends JSON uncompressed to clients that do not accept gzip', async () => {
    const answer = await http2Request(proxy.url, '/rest/v1/products?select=id', tls.cert);
    expect(answer.headers).not.toHaveProperty('content-encoding');
    expect(JSON.parse(answer.body.toString())[1]).toEqual({ id: 2, nome: 'Relógio' });
  });

  it('passes other bodies byte for byte with their headers', async () => {
    const answer = await http2Request(proxy.url, '/storage/v1/object/public/products/1.webp', tls.cert, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': '4', 'cache-control': 'public, max-age=3600' });
    expect(answer.headers).not.toHaveProperty('content-encoding');
    expect([...answer.body]).toEqual([0x52, 0x49, 0x46, 0x46]);
  });

  it('forwards method, path, request headers and body, with the backend as host', async () => {
    const answer = await http2Request(
      proxy.url,
      '/rest/v1/rpc/missing?x=1',
      tls.cert,
      { ':method': 'POST', 'content-type': 'application/json', apikey: 'anon', prefer: 'return=minimal' },
      '{"a":1}',
    );
    expect(answer.status).toBe(404);
    expect(seen).toMatchObject({ method: 'POST', url: '/rest/v1/rpc/missing?x=1', body: '{"a":1}' });
    expect(seen.headers).toMatchObject({ host: new URL(backendOrigin).host, apikey: 'anon', prefer: 'return=minimal', 'content-type': 'application/json' });
    expect(Object.keys(seen.headers).filter((name) => name.startsWith(':'))).toEqual([]);
  });

  it('passes CORS preflights through', async () => {
    const answer = await http2Request(proxy.url, '/rest/v1/products', tls.cert, {
      ':method': 'OPTIONS',
      origin: 'https://127.0.0.1:1',
      'access-control-request-method': 'GET',
      'accept-encoding': 'gzip',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-headers': 'apikey, authorization' });
    expect(answer.body).toHaveLength(0);
  });

  it('streams a body before the backend has finished it', async () => {
    const session = connect(proxy.url, { ca: tls.cert });
    try {
      const stream = session.request({ ':path': '/stream' });
      const first = await new Promise<string>((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk.toString())));
      expect(first).toBe('first ');
      const rest: string[] = [];
      stream.on('data', (chunk: Buffer) => rest.push(chunk.toString()));
      const ended = new Promise((resolve) => stream.on('end', resolve));
      releaseStream();
      await ended;
      expect(rest.join('')).toBe('last');
    } finally {
      session.close();
    }
  });

  it('answers 502 when the backend is down', async () => {
    const closed = await startHttp2Proxy({ target: 'http://127.0.0.1:1', tls });
    try {
      await expect(http2Request(closed.url, '/rest/v1/products', tls.cert)).resolves.toMatchObject({ status: 502 });
    } finally {
      await closed.close();
    }
  });
});
