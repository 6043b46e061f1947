import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { pipeline, type Transform } from 'node:stream';
import { createGzip } from 'node:zlib';
import { replaceInStream } from './origin-rewrite';
import { startHttp2Server, type RunningServer, type TlsPair } from './http2-server';

export interface Http2ProxyOptions {
  /** The plain HTTP/1.1 origin requests are forwarded to: the local backend, or the storefront's Node host. */
  target: string;
  tls: TlsPair;
  /** 0 picks a free port. */
  port?: number;
  /**
   * Replace the target's origin with the proxy's in JSON bodies. The seed stores absolute image
   * URLs with the backend's own origin; hosted Supabase stores its https origin, and an https page
   * loading images over http would be mixed content.
   */
  rewriteOriginInJson?: boolean;
}

// Connection-specific headers HTTP/2 forbids (RFC 9113 §8.2.2); they describe one hop only.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

/** `headers` without HTTP/2 pseudo-headers, hop-by-hop headers and those `Connection` names. */
function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || named.includes(name) || value === undefined) continue;
    out[name] = value;
  }
  return out;
}

const hasNoBody = (method: string, status: number) => method === 'HEAD' || status === 204 || status === 304 || status < 200;

/**
 * An HTTP/2 + TLS reverse proxy in front of a plain HTTP/1.1 origin. Before the local backend the
 * browser talks to it as to hosted Supabase: one multiplexed connection, JSON gzip-compressed, on
 * an origin of its own (so CORS preflights happen as in production); before the storefront's Node
 * host it terminates TLS as a CDN or load balancer does. Bodies stream both ways (a streamed page
 * arrives as it renders); status and end-to-end headers, the origin's compression included, pass through.
 */
export async function startHttp2Proxy(options: Http2ProxyOptions): Promise<RunningServer> {
  const target = new URL(options.target);
  const agent = new Agent({ keepAlive: true });
  let ownOrigin = '';

  const handle = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const upstream = request(
      {
        agent,
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...endToEndHeaders(req.headers), host: target.host },
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const headers = endToEndHeaders(answer.headers);
        const json = /\bjson\b/i.test(String(headers['content-type'] ?? '')) && !headers['content-encoding'] && !hasNoBody(req.method, status);
        const stages: Transform[] = [];
        if (json && options.rewriteOriginInJson) stages.push(replaceInStream(target.origin, ownOrigin));
        if (json && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          stages.push(createGzip());
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
        }
        if (stages.length) delete headers['content-length'];
        res.writeHead(status, headers);
        pipeline([answer, ...stages, res], () => undefined);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    pipeline(req, upstream, () => undefined);
  };

  const server = await startHttp2Server(options.tls, options.port ?? 0, handle, () => agent.destroy());
  ownOrigin = server.url;
  return server;
}
