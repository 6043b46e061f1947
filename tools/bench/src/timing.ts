import type { Meter } from './meter';

export interface Measurement {
  medianMs: number;
  p95Ms: number;
  /** Per run. */
  requests: number;
  /** Per run. */
  bytes: number;
}

/** The value at percentile `p` of `sorted` (ascending), nearest rank. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Runs `work` warm: a few unmeasured runs first, then `runs` timed ones, one at a time. */
export async function measure(meter: Meter, work: () => Promise<unknown>, runs = 20, warmup = 3): Promise<Measurement> {
  for (let i = 0; i < warmup; i += 1) await work();
  meter.reset();
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  const { requests, bytes } = meter.read();
  durations.sort((a, b) => a - b);
  return {
    medianMs: percentile(durations, 50),
    p95Ms: percentile(durations, 95),
    requests: requests / runs,
    bytes: Math.round(bytes / runs),
  };
}
