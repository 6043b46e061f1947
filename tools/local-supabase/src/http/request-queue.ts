import { AsyncResource } from 'node:async_hooks';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import PQueue from 'p-queue';
import type { Middleware } from './middleware.js';
import { routeError } from './route-error.js';

export interface ConcurrencyLimits {
  /** Requests served at once; the rest wait their turn, first come first served. */
  inFlight: number;
  /** Requests allowed to wait; one more is answered 503 at once. */
  queued: number;
  /** Longest wait for a turn, in milliseconds, before answering 503. */
  maxWaitMs: number;
}

/**
 * PGlite runs in this thread, one query at a time: a second request in flight adds no speed, only
 * more work between two turns of the event loop (measured: p99 1.7 s with one, 3.9 s with four,
 * 50 clients). PostgreSQL works in its own processes: as many requests as postgres.js's default
 * pool has connections.
 */
export const DEFAULT_CONCURRENCY: Record<'pglite' | 'postgres', ConcurrencyLimits> = {
  pglite: { inFlight: 1, queued: 100, maxWaitMs: 1500 },
  postgres: { inFlight: 10, queued: 400, maxWaitMs: 1500 },
};

const RETRY_AFTER_SECONDS = 1;

function busy(pathname: string): Response {
  return routeError(pathname, {
    status: 503,
    code: 'service_unavailable',
    message: 'Servidor ocupado. Tente novamente em instantes.',
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * Bounds what reaches the database: at most `inFlight` requests at once, the others in one FIFO
 * queue, so a burst is served in arrival order instead of whichever query the database happens to
 * pick next. A full queue, or a wait longer than `maxWaitMs`, is answered 503 with Retry-After
 * instead of an ever longer wait; a request whose client has gone leaves the queue.
 */
export function requestQueue(limits: ConcurrencyLimits): Middleware {
  const queue = new PQueue({ concurrency: limits.inFlight });
  return async (request, context, next) => {
    const { pathname } = new URL(request.url);
    if (queue.pending >= limits.inFlight && queue.size >= limits.queued) return busy(pathname);
    // Aborted only while waiting: once started, a request runs to the end and keeps its slot.
    const waiting = new AbortController();
    let started = false;
    const stopWaiting = () => {
      if (!started) waiting.abort();
    };
    const timer = setTimeout(stopWaiting, limits.maxWaitMs);
    request.signal.addEventListener('abort', stopWaiting, { once: true });
    try {
      return await queue.add(
        // Bound to this request's async context: the queue starts a task from whichever request
        // finished before it, and request-scoped state (an upload's refusal) must stay its own.
        AsyncResource.bind(async () => {
          started = true;
          clearTimeout(timer);
          // PGlite answers in microtasks: without a turn of the event loop between requests, a
          // busy queue would keep the server from accepting connections and reading sockets.
          await nextLoopTurn();
          return next(request, context);
        }),
        { signal: waiting.signal },
      );
    } catch (error) {
      if (waiting.signal.aborted && !started) return busy(pathname);
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', stopWaiting);
    }
  };
}
