import lighthouse, { type Trace } from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH } from '@oneboss/e2e';
import type { ServedOver } from './budgets';
import { recalibration, type CpuCalibration } from './cpu-calibration';
import { failedAudit } from './failed-audit';
import { blockingAfter, mainThreadTasks, type MainThreadBlocking } from './main-thread-blocking';
import { medianFields } from './median';
import { unmeasuredMetrics } from './unmeasured-metrics';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Best-practices audits that count towards its score and did not pass, each with what it found (a certificate or mixed-content problem shows here). */
  bestPracticesFailed: string[];
  /** The protocols the page's requests went over, as Lighthouse recorded them (`h2`, `http/1.1`). */
  protocols: string[];
  /** Lighthouse's own measure of the host's CPU in this run ("CPU/Memory Power"), beside the bench's calibration. */
  benchmarkIndex: number;
  /** The CPU slowdown this run was measured with. */
  cpuSlowdown: number;
  /**
   * A simulated run's main-thread tasks after its first contentful paint, slowed as the simulation
   * slows them, by the wall clock and by the renderer's time on a CPU (null for an applied run, whose
   * throttling itself keeps the renderer off the CPU, or where the trace could not be read).
   */
  mainThread: MainThreadBlocking | null;
}

/**
 * Lighthouse's two ways of slowing a page to a mobile link and CPU. `simulate` (its default, what
 * the budgets are set in) loads the page at full speed and estimates the slow load from that trace;
 * `devtools` applies the throttling through DevTools while the page loads, and measures it.
 */
export type Throttling = 'simulate' | 'devtools';

/** The figures each gate reads, each the median of its own values over the runs. */
const MEDIAN_FIELDS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'benchmarkIndex'] as const;

export interface LighthouseRow extends Pick<LighthouseScores, (typeof MEDIAN_FIELDS)[number]> {
  route: string;
  servedOver: ServedOver;
  throttling: Throttling;
  /** Every run, in order. */
  runs: LighthouseScores[];
  /** Best-practices audits that failed in any run. */
  bestPracticesFailed: string[];
}

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** Attempts per run: a run Lighthouse could not measure is repeated, not counted as a score of 0. */
const ATTEMPTS = 3;

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * One Lighthouse run with its default mobile settings (slow 4G), throttled the given way, its CPU
 * slowdown the bench's calibrated multiplier instead of a fixed 4x.
 */
async function runLighthouse(url: string, throttling: Throttling, cpuSlowdownMultiplier: number, extraChromeFlags: string[]): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: [...CHROME_FLAGS, ...extraChromeFlags] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: throttling,
      throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier },
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A run that could not measure the page (Chrome's trace lost, no paint seen) scores 0 on every category.
    if (result.lhr.runtimeError) throw new LighthouseRunError(result.lhr.runtimeError.code, result.lhr.runtimeError.message);
    const unmeasured = unmeasuredMetrics(result.lhr);
    if (unmeasured) throw new LighthouseRunError('METRIC_UNMEASURED', unmeasured);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const requests = audits['network-requests']?.details;
    const items = requests?.type === 'table' ? requests.items : [];
    const mainThread = throttling === 'simulate' ? mainThreadBlocking(result.artifacts.Trace, cpuSlowdownMultiplier) : null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(numeric('speed-index')),
      bestPracticesFailed: (categories['best-practices']?.auditRefs ?? [])
        // Only audits that count towards the score: an informative one (weight 0) cannot explain it.
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map(failedAudit),
      protocols: [...new Set(items.map((item) => String(item.protocol)))].sort(),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      cpuSlowdown: cpuSlowdownMultiplier,
      mainThread,
    };
  } finally {
    chrome.kill();
  }
}

/** The run's blocking after its first paint by wall clock and by CPU; null where its trace lacks what that needs. */
function mainThreadBlocking(trace: Trace, slowdown: number): MainThreadBlocking | null {
  try {
    const { tasks, fcpMs } = mainThreadTasks(trace);
    return fcpMs === undefined ? null : blockingAfter(tasks, fcpMs, slowdown);
  } catch {
    // A figure that explains the gate must not cost the run its gates.
    return null;
  }
}

/** How often one run is repeated with the host's CPU read inside it, before its figures are kept as they are. */
const RECALIBRATIONS = 2;

/**
 * `runs` Lighthouse runs of one page; either throttling still varies with the machine's load. A run
 * whose own benchmarkIndex strays from the calibration is repeated slowed by that reading, and the
 * runs after it keep the new reading.
 */
export async function lighthouseMedian(
  url: string,
  page: { route: string; servedOver: ServedOver; throttling: Throttling },
  runs: number,
  calibration: CpuCalibration,
  extraChromeFlags: string[],
  log: (line: string) => void,
): Promise<LighthouseRow> {
  const measured = async (cpuSlowdown: number, attempt = 1): Promise<LighthouseScores> => {
    try {
      return await runLighthouse(url, page.throttling, cpuSlowdown, extraChromeFlags);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
      log(`  Lighthouse could not measure ${page.route} (${error.message}); running it again`);
      return measured(cpuSlowdown, attempt + 1);
    }
  };
  let current = calibration;
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i += 1) {
    let scores = await measured(current.multiplier);
    for (let repeat = 0; repeat < RECALIBRATIONS; repeat += 1) {
      const next = recalibration(current, scores.benchmarkIndex);
      if (!next) break;
      log(`  the run read benchmarkIndex ${scores.benchmarkIndex} against ${current.benchmarkIndex} calibrated: running it again slowed ${next.multiplier}x`);
      current = next;
      scores = await measured(current.multiplier);
    }
    results.push(scores);
  }
  return {
    ...page,
    ...medianFields(results, MEDIAN_FIELDS),
    runs: results,
    bestPracticesFailed: [...new Set(results.flatMap((r) => r.bestPracticesFailed))],
  };
}
