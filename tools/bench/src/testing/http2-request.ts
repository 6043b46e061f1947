import { connect, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http2';

export interface Http2Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request over a fresh HTTP/2 session that trusts `ca` (the test's self-signed certificate).
 * The path is sent as written (no URL parsing), so `..` segments reach the server.
 */
export function http2Request(origin: string, path: string, ca: string, headers: OutgoingHttpHeaders = {}, body?: string): Promise<Http2Answer> {
  const session = connect(origin, { ca });
  return new Promise<Http2Answer>((resolve, reject) => {
    session.on('error', reject);
    const stream = session.request({ ':path': path, ...headers }, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let answerHeaders: IncomingHttpHeaders = {};
    stream.on('response', (h) => (answerHeaders = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  }).finally(() => session.close());
}
