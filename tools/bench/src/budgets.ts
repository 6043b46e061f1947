/**
 * The per-metric gates of issue 34 (each on the median of its runs, with the CPU calibrated to the
 * same phone on every host) and the server render budget, printed next to the figures; nothing
 * asserts them (timings vary with the machine). Lighthouse's composite score is reported beside
 * them and is no gate.
 */

export type ServedOver = 'HTTP/1.1 (Node host)' | 'HTTP/2 + TLS (as hosted)';

export const GATES = {
  /** Total blocking time, simulated throttling. */
  tbtSimulatedMs: 300,
  cls: 0.02,
  /** Largest contentful paint with applied throttling. */
  lcpAppliedMs: 2000,
  /** Throttled first visit at 390x844: main content hydrated, from navigation start. */
  hydratedMs: 3000,
  /** First tap to what it opens, unthrottled. */
  firstTapMs: 100,
  /** Initial JavaScript of `/`, gzip, in the KB (1024 bytes) the tables print. */
  homeInitialJsGzip: 170 * 1024,
  /** Everything a product page's HTML asks for before its LCP picture, gzip. */
  productBeforeLcpGzip: 160 * 1024,
};

export const RENDER_BUDGET = { medianMs: 40, p95Ms: 80 };

/** One page's figures over one setup; a figure not measured there is absent and not gated. */
export interface PageFigures {
  tbtSimulatedMs?: number;
  cls?: number;
  lcpAppliedMs?: number;
  hydratedMs?: number;
  /** Bytes before LCP (gzip) and the gate that applies to this page. */
  bytesBeforeLcp?: { gzip: number; budget: number };
}

const seconds = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every gate a page misses, described; empty when it meets them all. */
export function pageMisses(figures: PageFigures): string[] {
  const misses: string[] = [];
  const { tbtSimulatedMs, cls, lcpAppliedMs, hydratedMs, bytesBeforeLcp } = figures;
  if (tbtSimulatedMs !== undefined && tbtSimulatedMs > GATES.tbtSimulatedMs) misses.push(`TBT ${tbtSimulatedMs} ms > ${GATES.tbtSimulatedMs} ms`);
  if (cls !== undefined && cls > GATES.cls) misses.push(`CLS ${cls} > ${GATES.cls}`);
  if (lcpAppliedMs !== undefined && lcpAppliedMs > GATES.lcpAppliedMs) misses.push(`LCP ${seconds(lcpAppliedMs)} > ${seconds(GATES.lcpAppliedMs)}`);
  if (hydratedMs !== undefined && hydratedMs > GATES.hydratedMs) misses.push(`hydrated ${seconds(hydratedMs)} > ${seconds(GATES.hydratedMs)}`);
  if (bytesBeforeLcp && bytesBeforeLcp.gzip > bytesBeforeLcp.budget) misses.push(`${kb(bytesBeforeLcp.gzip)} > ${kb(bytesBeforeLcp.budget)} before LCP`);
  return misses;
}

/** A first tap's miss, if its median is over the gate. */
export const firstTapMisses = (medianMs: number) => (medianMs > GATES.firstTapMs ? [`${medianMs.toFixed(1)} ms > ${GATES.firstTapMs} ms`] : []);

/** Every server render budget a route misses. */
export function renderMisses(figures: { medianMs: number; p95Ms: number }): string[] {
  const misses: string[] = [];
  if (figures.medianMs > RENDER_BUDGET.medianMs) misses.push(`median ${figures.medianMs.toFixed(1)} ms > ${RENDER_BUDGET.medianMs} ms`);
  if (figures.p95Ms > RENDER_BUDGET.p95Ms) misses.push(`p95 ${figures.p95Ms.toFixed(1)} ms > ${RENDER_BUDGET.p95Ms} ms`);
  return misses;
}

/** The pass/fail column: `pass`, or `FAIL: ` and what was missed. */
export const verdict = (misses: string[]) => (misses.length ? `FAIL: ${misses.join(', ')}` : 'pass');

/** Issue 31's budgets for the filtered shop page (its list and every facet count, in parallel). */
export const FILTERED_PAGE_BUDGET = { postgres: { medianMs: 30, p95Ms: 60 }, postgresSearchMs: 50, pgliteMs: 60 };

/** The budget column of a filtered page's row: PostgreSQL is held to it at 1M, PGlite at 100k; other sizes have none. */
export function filteredPageVerdict(row: { backend: string; size: number; scenario: string; medianMs: number; p95Ms: number }): string {
  const b = FILTERED_PAGE_BUDGET;
  const misses: string[] = [];
  if (row.backend === 'postgres' && row.size >= 1_000_000) {
    if (/search/.test(row.scenario)) {
      if (row.medianMs > b.postgresSearchMs) misses.push(`median ${row.medianMs.toFixed(1)} ms > ${b.postgresSearchMs} ms`);
    } else {
      if (row.medianMs > b.postgres.medianMs) misses.push(`median ${row.medianMs.toFixed(1)} ms > ${b.postgres.medianMs} ms`);
      if (row.p95Ms > b.postgres.p95Ms) misses.push(`p95 ${row.p95Ms.toFixed(1)} ms > ${b.postgres.p95Ms} ms`);
    }
  } else if (row.backend === 'pglite' && row.size === 100_000) {
    if (row.medianMs > b.pgliteMs) misses.push(`median ${row.medianMs.toFixed(1)} ms > ${b.pgliteMs} ms`);
  } else {
    return '-';
  }
  return verdict(misses);
}
