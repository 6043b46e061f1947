/** The metrics a performance score is made of (Lighthouse 10+ mobile), by audit id. */
const SCORED_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

interface LighthouseResultPart {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
}

/**
 * Why a run has no performance score, or null when it has one. Lighthouse reports a metric it
 * could not compute (a trace it could not read) as an audit error, without a runtime error, and
 * the performance category then has no score: it is a failed measurement, not a score of 0.
 */
export function unmeasuredMetrics(lhr: LighthouseResultPart): string | null {
  const missing = SCORED_METRICS.filter((id) => typeof lhr.audits[id]?.numericValue !== 'number');
  if (!missing.length && typeof lhr.categories.performance?.score === 'number') return null;
  if (!missing.length) return 'performance: no score';
  return missing.map((id) => `${id}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`).join('; ');
}
