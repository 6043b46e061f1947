import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (`apt-get install nginx-light`), or NGINX_PATH. */
export function nginxPath(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter((path): path is string => Boolean(path));
  return candidates.find((path) => existsSync(path)) ?? null;
}

interface PageCache {
  /** `http://127.0.0.1:<port>`, the origin clients ask. */
  url: string;
  /** Each request nginx sent to the storefront (a miss, an expired page, a background refresh), by path and query. */
  originRequests(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * The cache rules of the README's deployment section: pages are kept as the storefront's
 * Cache-Control says (s-maxage, stale-while-revalidate, stale-if-error), one request per page goes
 * to the storefront at a time (the others wait for it), an expired page is served stale while one
 * background request refreshes it, and a stale page is served while the storefront is down or
 * answers an error.
 */
function nginxConfig(dir: string, port: number, originPort: number): string {
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy-temp;
  fastcgi_temp_path ${dir}/fastcgi-temp;
  uwsgi_temp_path ${dir}/uwsgi-temp;
  scgi_temp_path ${dir}/scgi-temp;
  # Background refreshes are subrequests: logged too, so every request to the storefront is counted.
  log_format origin '$upstream_addr $upstream_cache_status $status $request_uri';
  access_log ${dir}/access.log origin;
  log_subrequest on;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:16m max_size=1g inactive=1d use_temp_path=off;
  upstream storefront {
    server 127.0.0.1:${originPort};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 30s;
      proxy_cache_lock_age 30s;
      proxy_cache_background_update on;
      proxy_cache_revalidate on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

/** nginx on `port` in front of the storefront on `originPort`, with a fresh cache in a directory of its own. */
export async function startPageCache(nginx: string, port: number, originPort: number): Promise<PageCache> {
  const dir = await mkdtemp(join(tmpdir(), 'oneboss-nginx-'));
  // nginx's workers run as another user when it starts as root: they must write the cache.
  await chmod(dir, 0o777);
  const configFile = join(dir, 'nginx.conf');
  await writeFile(configFile, nginxConfig(dir, port, originPort));
  const child = spawn(nginx, ['-p', dir, '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        process.kill(-child.pid!, 'SIGTERM');
      });
    }
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    }
    const listening = await fetch(`${url}/robots.txt`)
      .then((response) => response.arrayBuffer())
      .then(
        () => true,
        () => false,
      );
    if (listening) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    async originRequests() {
      const log = await readFile(join(dir, 'access.log'), 'utf8').catch(() => '');
      return log
        .split('\n')
        .map((line) => line.split(' '))
        .filter(([upstream, , , uri]) => upstream && upstream !== '-' && uri)
        .map(([, , , uri]) => uri);
    },
    stop,
  };
}
