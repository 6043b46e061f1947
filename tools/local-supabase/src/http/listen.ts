import type { Server } from 'node:http';
import { serve, type HttpBindings } from '@hono/node-server';
import type { App } from '@supabase/lite';
import { compose, type Middleware } from './middleware.js';

export interface RunningServer {
  address: Server['address'];
  close(): Promise<void>;
}

/** Serves the app behind `middlewares` once the port is bound; rejects when it cannot be. */
export async function listen(
  app: App,
  middlewares: Middleware[],
  port: number,
  host: string,
): Promise<RunningServer> {
  const handler = compose(middlewares, (request, context) => app.fetch(request, context));
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({
      port,
      hostname: host,
      // Hono's own cleanup of unread bodies gives a sender half a second before cutting the
      // connection, which resets it under a large refused upload; the body limit discards those itself.
      autoCleanupIncoming: false,
      fetch: (request, env) =>
        handler(request, { peerAddress: (env as HttpBindings).incoming.socket.remoteAddress ?? null }).catch(
          (error: unknown) => {
            console.error(`[local-supabase] ${request.method} ${new URL(request.url).pathname}:`, error);
            return Response.json({ message: 'Internal server error' }, { status: 500 });
          },
        ),
    }) as Server;
    created.once('listening', () => resolve(created));
    created.once('error', reject);
  });
  return {
    address: () => server.address(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
