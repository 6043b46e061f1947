import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

const repoRoot = resolve(import.meta.dirname, '../../..');

export interface StorefrontServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Its process group: the server and, with STOREFRONT_PROCESSES, its worker processes. */
  processGroup: number;
  stop(): Promise<void>;
}

export interface StorefrontServerOptions {
  /** A build directory holding client/ and server/. */
  distDir: string;
  /** 0 or absent picks a free one. */
  port?: number;
  /** Extra environment for the server process, e.g. NODE_EXTRA_CA_CERTS. */
  env?: NodeJS.ProcessEnv;
}

async function waitUntilAnswering(url: string, exited: () => string | null, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== null) throw new Error(`The storefront server exited before answering (${exit}).`);
    // The timeout may fire while the body is read: that rejection is a 'not yet' too.
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.arrayBuffer())
      .then(
        () => true,
        () => false,
      );
    if (answered) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms.`);
}

/**
 * The storefront's production server (apps/storefront/server/main.ts: the Hono host around the
 * Start handler) on 127.0.0.1, as `npm start` and the e2e stack run it, in a process group of its own.
 */
export async function startStorefrontServer(options: StorefrontServerOptions): Promise<StorefrontServer> {
  const port = options.port || (await freePort());
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'apps/storefront/server/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, STOREFRONT_DIST: options.distDir, STOREFRONT_PORT: String(port), STOREFRONT_HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done();
      child.once('exit', () => done());
      process.kill(-child.pid, 'SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}/robots.txt`, () => (child.exitCode !== null ? `code ${child.exitCode}: ${stderr}` : null));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, processGroup: child.pid!, stop };
}
