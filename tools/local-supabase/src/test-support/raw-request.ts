import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * An HTTP request sent exactly as written: fetch would resolve `..` and `%2e%2e` in the path and
 * always send the body it was given, where an attacker sends whatever bytes they like.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: OutgoingHttpHeaders = {},
  body?: string | Uint8Array,
  /** The loopback address to send from (any of 127.0.0.0/8), as a client elsewhere would have its own. */
  localAddress?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, method, path, headers, agent: false, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(body);
  });
}
