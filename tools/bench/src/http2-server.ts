import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';

export interface TlsPair {
  key: string;
  cert: string;
}

export interface RunningServer {
  /** `https://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

export type Http2Handler = (req: Http2ServerRequest, res: Http2ServerResponse) => void;

/**
 * An HTTP/2 server with TLS on 127.0.0.1, as static hosts and hosted Supabase answer browsers;
 * HTTP/1.1 clients (Node's fetch, curl without --http2) are still served. Port 0 picks a free one.
 */
export function startHttp2Server(tls: TlsPair, port: number, handler: Http2Handler, onClose?: () => void): Promise<RunningServer> {
  const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler);
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `https://127.0.0.1:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            // Browsers keep connections open; close() alone would wait for them.
            for (const socket of sockets) socket.destroy();
            server.close(() => {
              onClose?.();
              done();
            });
          }),
      });
    });
  });
}
