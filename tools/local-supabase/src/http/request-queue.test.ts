import { describe, expect, it } from 'vitest';
import type { Handler } from './middleware.js';
import { requestQueue } from './request-queue.js';

/** A handler whose answers the test releases one by one, recording the order requests reached it. */
function heldHandler() {
  const reached: string[] = [];
  const releases: (() => void)[] = [];
  const handler: Handler = (request) =>
    new Promise((resolve) => {
      reached.push(new URL(request.url).pathname);
      releases.push(() => resolve(new Response('ok')));
    });
  const releaseNext = () => releases.shift()?.();
  return { handler, reached, releaseNext };
}

const get = (path: string, init?: RequestInit) => new Request(`http://x${path}`, init);
const context = { peerAddress: '127.0.0.1' };
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
// The queue gives the event loop a turn before each request: two turns let the next one start.
const settle = async () => {
  await nextTurn();
  await nextTurn();
};

describe('requestQueue', () => {
  it('serves waiting requests in arrival order, inFlight at a time', async () => {
    const queue = requestQueue({ inFlight: 1, queued: 10, maxWaitMs: 60_000 });
    const { handler, reached, releaseNext } = heldHandler();
    const answers = ['/rest/v1/a', '/rest/v1/b', '/rest/v1/c'].map((path) => queue(get(path), context, handler));
    await settle();
    expect(reached).toEqual(['/rest/v1/a']);
    releaseNext();
    await settle();
    expect(reached).toEqual(['/rest/v1/a', '/rest/v1/b']);
    releaseNext();
    await settle();
    releaseNext();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(reached).toEqual(['/rest/v1/a', '/rest/v1/b', '/rest/v1/c']);
  });

  it('answers 503 in the route’s shape at once when the queue is full', async () => {
    const queue = requestQueue({ inFlight: 1, queued: 1, maxWaitMs: 60_000 });
    const { handler, reached, releaseNext } = heldHandler();
    const running = queue(get('/rest/v1/a'), context, handler);
    const waiting = queue(get('/rest/v1/b'), context, handler);
    const refused = await queue(get('/auth/v1/token'), context, handler);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      code: 503,
      error_code: 'service_unavailable',
      msg: 'Servidor ocupado. Tente novamente em instantes.',
    });
    await settle();
    releaseNext();
    await settle();
    releaseNext();
    expect([(await running).status, (await waiting).status]).toEqual([200, 200]);
    expect(reached).toEqual(['/rest/v1/a', '/rest/v1/b']);
  });

  it('refuses no one with an empty queue, even with no room to wait', async () => {
    const queue = requestQueue({ inFlight: 1, queued: 0, maxWaitMs: 60_000 });
    const answer = await queue(get('/rest/v1/a'), context, async () => new Response('ok'));
    expect(answer.status).toBe(200);
  });

  it('answers 503 to a request that waited past maxWaitMs, which never reaches the handler', async () => {
    const queue = requestQueue({ inFlight: 1, queued: 10, maxWaitMs: 1 });
    const { handler, reached, releaseNext } = heldHandler();
    const running = queue(get('/rest/v1/a'), context, handler);
    const late = await queue(get('/rest/v1/b'), context, handler);
    expect(late.status).toBe(503);
    expect(await late.json()).toMatchObject({ code: 'PT503', message: 'Servidor ocupado. Tente novamente em instantes.' });
    await settle();
    releaseNext();
    // started before the wait ran out: it keeps its turn however long it takes
    expect((await running).status).toBe(200);
    expect(reached).toEqual(['/rest/v1/a']);
  });

  it('drops a waiting request whose client has gone', async () => {
    const queue = requestQueue({ inFlight: 1, queued: 10, maxWaitMs: 60_000 });
    const { handler, reached, releaseNext } = heldHandler();
    const running = queue(get('/rest/v1/a'), context, handler);
    const client = new AbortController();
    const abandoned = queue(get('/rest/v1/b', { signal: client.signal }), context, handler);
    client.abort();
    expect((await abandoned).status).toBe(503);
    await settle();
    releaseNext();
    await running;
    expect(reached).toEqual(['/rest/v1/a']);
  });
});
