/** One HTTP request as the storefront sent it, to be sent again and again. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** What kind of request it is (a product page, a filtered category), for the figures per kind. */
  kind?: string;
}

export interface LoadSummary {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers slower than `slowMs`. */
  slow: number;
  /** Deliberate refusals: 503 Service Unavailable. */
  busy: number;
  /** Anything else that was not a 2xx: other statuses, network failures, timeouts. */
  errors: number;
  /**
   * 2xx answers that no cache may keep (`no-store`): of the storefront's pages, those a failed read
   * left without a part (a section of the home or of a product page).
   */
  unkept: number;
}

/** A run's figures, how long it took, and the same figures for each kind of request the run sent. */
export interface LoadRun extends LoadSummary {
  seconds: number;
  byKind: Record<string, LoadSummary>;
}

export interface LoadOptions {
  clients: number;
  seconds: number;
  /** Each request gives up after this long, so a run always ends. */
  timeoutMs?: number;
  /** The latency counted as slow in the summary. */
  slowMs?: number;
}

interface Outcome {
  ms: number;
  status: number;
  kind?: string;
  /** The answer said `no-store`. */
  noStore?: boolean;
}

const succeeded = (outcome: Outcome) => outcome.status >= 200 && outcome.status <= 299;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Figures for a run of `seconds` from each request's latency and status (0: it never got an answer). */
export function summarize(outcomes: Outcome[], seconds: number, slowMs = 2000): LoadSummary {
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    requests: outcomes.length,
    perSecond: outcomes.length / seconds,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    slow: sorted.filter((ms) => ms > slowMs).length,
    busy: outcomes.filter((outcome) => outcome.status === 503).length,
    errors: outcomes.filter((outcome) => outcome.status !== 503 && !succeeded(outcome)).length,
    unkept: outcomes.filter((outcome) => outcome.noStore && succeeded(outcome)).length,
  };
}

async function send(request: RecordedRequest, timeoutMs: number): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    const noStore = /\bno-store\b/.test(response.headers.get('cache-control') ?? '');
    return { ms: performance.now() - started, status: response.status, kind: request.kind, noStore };
  } catch {
    return { ms: performance.now() - started, status: 0, kind: request.kind };
  }
}

/**
 * `clients` concurrent clients, each sending the recorded requests in turn (each starting at its
 * own place in the list) until `seconds` have passed; requests already sent then finish. The
 * figures per kind show which requests make a run's slowest answers.
 */
export async function runLoad(requests: RecordedRequest[], options: LoadOptions): Promise<LoadRun> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = performance.now() + options.seconds * 1000;
  const outcomes: Outcome[] = [];
  const client = async (index: number) => {
    for (let turn = index; performance.now() < deadline; turn += 1) {
      outcomes.push(await send(requests[turn % requests.length], timeoutMs));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;
  const kinds = new Set(outcomes.map((outcome) => outcome.kind).filter((kind) => kind !== undefined));
  const byKind = Object.fromEntries([...kinds].map((kind) => [kind, summarize(outcomes.filter((outcome) => outcome.kind === kind), seconds, options.slowMs)]));
  return { ...summarize(outcomes, seconds, options.slowMs), seconds, byKind };
}
