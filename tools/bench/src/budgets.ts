/** The budgets of issue 12, printed next to the figures; nothing asserts them (timings vary with the machine). */

export type ServedOver = 'HTTP/1.1 (Node host)' | 'HTTP/2 + TLS (as hosted)';

export const LIGHTHOUSE_BUDGET = {
  performance: { 'HTTP/1.1 (Node host)': 95, 'HTTP/2 + TLS (as hosted)': 98 } satisfies Record<ServedOver, number>,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  lcpMs: 2000,
};

export const RENDER_BUDGET = { medianMs: 50, p95Ms: 100 };

/** 170 KB gzip, in the same KB (1024 bytes) the tables print. */
export const INITIAL_JS_BUDGET_GZIP = 170 * 1024;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
}

const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

/** Every Lighthouse budget a run misses, described; empty when it meets them all. */
export function lighthouseMisses(run: LighthouseFigures, servedOver: ServedOver): string[] {
  const b = LIGHTHOUSE_BUDGET;
  const misses: string[] = [];
  const minimum = b.performance[servedOver];
  if (run.performance < minimum) misses.push(`performance ${run.performance} < ${minimum}`);
  if (run.accessibility < b.accessibility) misses.push(`accessibility ${run.accessibility} < ${b.accessibility}`);
  if (run.bestPractices < b.bestPractices) misses.push(`best practices ${run.bestPractices} < ${b.bestPractices}`);
  if (run.seo < b.seo) misses.push(`SEO ${run.seo} < ${b.seo}`);
  if (run.cls > b.cls) misses.push(`CLS ${run.cls} > ${b.cls}`);
  if (run.lcpMs > b.lcpMs) misses.push(`LCP ${seconds(run.lcpMs)} > ${seconds(b.lcpMs)}`);
  return misses;
}

/** Every server render budget a route misses. */
export function renderMisses(figures: { medianMs: number; p95Ms: number }): string[] {
  const misses: string[] = [];
  if (figures.medianMs > RENDER_BUDGET.medianMs) misses.push(`median ${figures.medianMs.toFixed(1)} ms > ${RENDER_BUDGET.medianMs} ms`);
  if (figures.p95Ms > RENDER_BUDGET.p95Ms) misses.push(`p95 ${figures.p95Ms.toFixed(1)} ms > ${RENDER_BUDGET.p95Ms} ms`);
  return misses;
}

/** The pass/fail column: `pass`, or `FAIL: ` and what was missed. */
export const verdict = (misses: string[]) => (misses.length ? `FAIL: ${misses.join(', ')}` : 'pass');
