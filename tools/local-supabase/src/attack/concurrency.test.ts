import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_MIGRATIONS } from '../test-support/clients.js';
import { startTestBackends, type TestBackend } from '../testing.js';

// One request at a time and no room to wait: a burst must find the queue full.
const backends: TestBackend[] = await startTestBackends({
  migrationsDir: FIXTURE_MIGRATIONS,
  limits: { concurrency: { inFlight: 1, queued: 0, maxWaitMs: 60_000 } },
});
afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

const BUSY = 'Servidor ocupado. Tente novamente em instantes.';

interface Answer {
  path: string;
  status: number;
  retryAfter: string | null;
  body: string;
}

// Sent from another thread, as from other machines: in this one, PGlite's work would keep the
// requests from leaving until the server had answered the previous ones.
const BURST = `
  const { workerData, parentPort } = require('node:worker_threads');
  Promise.all(workerData.paths.map(async (path) => {
    const response = await fetch(workerData.url + path, { headers: workerData.headers });
    return { path, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
  })).then((answers) => parentPort.postMessage(answers));
`;

function burst(url: string, paths: string[], headers: Record<string, string>): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BURST, { eval: true, workerData: { url, paths, headers } });
    worker.once('message', (answers: Answer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe.each(backends)('request queue on $name', (backend) => {
  const headers = { apikey: backend.anonKey };

  it('answers a burst past the queue with 503 and Retry-After in each API’s shape, and serves the rest', async () => {
    const paths = Array.from({ length: 40 }, (_, n) => (n % 2 ? '/auth/v1/settings' : '/rest/v1/notes?select=id'));
    const answers = await burst(backend.url, paths, headers);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status !== 503).every((answer) => answer.status === 200)).toBe(true);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe('1');
      expect(JSON.parse(answer.body)).toEqual(
        answer.path.startsWith('/auth/v1/')
          ? { code: 503, error_code: 'service_unavailable', msg: BUSY }
          : { code: 'PT503', message: BUSY, details: null, hint: null },
      );
    }
  });

  it('serves again once the burst is over', async () => {
    const answer = await fetch(`${backend.url}/rest/v1/notes?select=id`, { headers });
    expect(answer.status).toBe(200);
  });
});
